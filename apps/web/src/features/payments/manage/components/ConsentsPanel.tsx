import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import type { PaymentConsent } from '@threadway/contracts';
import { Alert, App, Button, Empty, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useConsents, useDisableConsent, useGrantConsent, useSortConsent } from '../api/wallet';
import { brandName } from './card-names';
import styles from './WalletPanels.module.css';

const BALANCE = 0;

/**
 * Payment methods (saved consents, spec 2.6): the balance and saved cards the seller lets us
 * charge, in their order. Disable or enable each; reorder by dragging or with the arrows.
 */
export function ConsentsPanel() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const consents = useConsents();
  const grant = useGrantConsent();
  const disable = useDisableConsent();
  const sort = useSortConsent();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const run = async (action: Promise<{ message: string }>) => {
    try {
      message.success((await action).message);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };
  const move = (id: number, sortOrder: number) => void run(sort.mutateAsync({ id, sortOrder }));
  const label = (consent: PaymentConsent) => (consent.paymentMethod === BALANCE ? t('consents.balance') : `${brandName(consent.brand ?? '')} •••• ${consent.last4 ?? ''}`);
  const enable = (consent: PaymentConsent) => grant.mutateAsync(consent.cardId === null ? { paymentMethod: 0 } : { paymentMethod: 4, cardId: consent.cardId });
  const list = consents.data ?? [];
  const hasBalance = list.some((consent) => consent.paymentMethod === BALANCE);

  return (
    <section className={styles.panel} aria-labelledby="wallet-consents-title">
      <div className={styles.head}>
        <h2 id="wallet-consents-title">{t('consents.title')}</h2>
        {consents.data && !hasBalance && (
          <Button icon={<PlusOutlined />} onClick={() => void run(grant.mutateAsync({ paymentMethod: 0 }))} data-testid="consent-add-balance">
            {t('consents.addBalance')}
          </Button>
        )}
      </div>
      <p className={styles.muted}>{t('consents.hint')}</p>
      {consents.isError ? (
        <Alert type="error" showIcon title={t('errors.loadFailed')} action={<Button onClick={() => void consents.refetch()}>{t('actions.retry')}</Button>} />
      ) : !consents.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('consents.empty')} />
      ) : (
        <ol className={styles.list} data-testid="consents">
          {list.map((consent, index) => (
            <li
              key={consent.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(consent.id);
              }}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(consent.id);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== consent.id) move(dragged, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => setDragged(null)}
              className={[styles.row, consent.disabled ? styles.disabled : '', over === consent.id ? styles.dragOver : ''].join(' ')}
              data-testid="consent"
            >
              <div className={styles.cardName}>
                <HolderOutlined aria-hidden />
                <span data-testid="consent-label">{label(consent)}</span>
                <Tag color={consent.disabled ? 'default' : 'green'}>{consent.disabled ? t('consents.disabled') : t('consents.enabled')}</Tag>
              </div>
              <div className={styles.actions}>
                <Button size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(consent.id, index - 1)} aria-label={t('consents.moveUp')} data-testid="consent-up" />
                <Button size="small" icon={<ArrowDownOutlined />} disabled={index === list.length - 1} onClick={() => move(consent.id, index + 1)} aria-label={t('consents.moveDown')} data-testid="consent-down" />
                {consent.disabled ? (
                  <Button type="link" onClick={() => void run(enable(consent))} data-testid="consent-enable">
                    {t('consents.enable')}
                  </Button>
                ) : (
                  <Button type="link" danger onClick={() => void run(disable.mutateAsync(consent.id))} data-testid="consent-disable">
                    {t('consents.disable')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
