import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { AutomaticPaymentSetting } from './components/AutomaticPaymentSetting';
import { BalanceCard } from './components/BalanceCard';
import { CardsPanel } from './components/CardsPanel';
import { ConsentsPanel } from './components/ConsentsPanel';
import { TransactionsPanel } from './components/TransactionsPanel';
import styles from './PaymentManagePage.module.css';
import { useGatewayReturn, type TopUpOutcome } from './useGatewayReturn';

function TopUpNotice({ outcome }: { outcome: TopUpOutcome }) {
  const { t } = useTranslation('wallet');
  if (outcome.state === 'confirming') return <Alert type="info" showIcon title={t('topUp.confirming')} data-testid="top-up-confirming" />;
  if (outcome.state === 'succeeded') return <Alert type="success" showIcon closable title={t('topUp.succeeded')} data-testid="top-up-succeeded" />;
  if (outcome.state === 'pending') return <Alert type="warning" showIcon closable title={t('topUp.pending')} data-testid="top-up-pending" />;
  return <Alert type="error" showIcon closable title={t('topUp.failed')} description={outcome.reason ?? undefined} data-testid="top-up-failed" />;
}

/** /personal-center/payment-manage (spec 2.6): balance and top up, cards, payment methods, settings, transactions. */
export default function PaymentManagePage() {
  const { t } = useTranslation('wallet');
  const topUp = useGatewayReturn();
  return (
    <div className={styles.page} data-testid="payment-manage">
      <h1>{t('title')}</h1>
      {topUp && <TopUpNotice outcome={topUp} />}
      <div className={styles.top}>
        <BalanceCard />
        <AutomaticPaymentSetting />
      </div>
      <div className={styles.methods}>
        <CardsPanel />
        <ConsentsPanel />
      </div>
      <TransactionsPanel />
    </div>
  );
}
