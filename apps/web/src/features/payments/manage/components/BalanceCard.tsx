import { WalletOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../../lib/preferences';
import { useBalance } from '../../api/payments';
import { TopUpDialog } from './TopUpDialog';
import styles from './WalletPanels.module.css';

/** Available balance with Top up (spec 2.6). */
export function BalanceCard() {
  const { t } = useTranslation('wallet');
  const money = useMoney();
  const balance = useBalance();
  const [attempt, setAttempt] = useState<string | null>(null);
  return (
    <section className={`${styles.panel} ${styles.balance}`} aria-labelledby="wallet-balance-title">
      <h2 id="wallet-balance-title">
        <WalletOutlined /> {t('balance.title')}
      </h2>
      {balance.data === undefined ? (
        <Skeleton.Input active />
      ) : (
        <strong className={styles.amount} data-testid="wallet-balance">
          {money(balance.data)}
        </strong>
      )}
      <Button type="primary" onClick={() => setAttempt(crypto.randomUUID())} data-testid="top-up-open" className={styles.topUp}>
        {t('balance.topUp')}
      </Button>
      <TopUpDialog attempt={attempt} onClose={() => setAttempt(null)} />
    </section>
  );
}
