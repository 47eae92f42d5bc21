import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import type { SavedCard } from '@threadway/contracts';
import { Alert, App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useCards, useDeleteCard, useSetDefaultCard } from '../api/wallet';
import { AddCardDialog } from './AddCardDialog';
import { brandName } from './card-names';
import styles from './WalletPanels.module.css';

/** Credit cards kept at the gateway: brand, last four digits, expiry; set default, delete, add (spec 2.6). */
export function CardsPanel() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const cards = useCards();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const [adding, setAdding] = useState(false);

  const run = async (action: Promise<{ message: string }>) => {
    try {
      message.success((await action).message);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };

  const card = (c: SavedCard) => (
    <li key={c.id} className={styles.row} data-testid="saved-card">
      <div>
        <div className={styles.cardName}>
          <CreditCardOutlined />
          <span data-testid="card-label">
            {brandName(c.brand)} •••• {c.last4}
          </span>
          {c.isDefault && <Tag color="black">{t('cards.default')}</Tag>}
        </div>
        <span className={styles.muted}>{t('cards.expires', { date: `${String(c.expMonth).padStart(2, '0')}/${String(c.expYear % 100).padStart(2, '0')}` })}</span>
      </div>
      <div className={styles.actions}>
        {!c.isDefault && (
          <Button type="link" onClick={() => void run(setDefault.mutateAsync(c.id))} data-testid="card-set-default">
            {t('cards.setDefault')}
          </Button>
        )}
        <Popconfirm title={t('cards.deleteConfirm')} okText={t('actions.delete')} cancelText={t('actions.cancel')} onConfirm={() => run(remove.mutateAsync(c.id))}>
          <Button type="link" danger data-testid="card-delete">
            {t('actions.delete')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );

  return (
    <section className={styles.panel} aria-labelledby="wallet-cards-title">
      <div className={styles.head}>
        <h2 id="wallet-cards-title">{t('cards.title')}</h2>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="add-card">
          {t('cards.add')}
        </Button>
      </div>
      {cards.isError ? (
        <Alert type="error" showIcon title={t('errors.loadFailed')} action={<Button onClick={() => void cards.refetch()}>{t('actions.retry')}</Button>} />
      ) : !cards.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : cards.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cards.empty')} />
      ) : (
        <ul className={styles.list} data-testid="saved-cards">
          {cards.data.map(card)}
        </ul>
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
