import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useMoney } from '../../../../lib/preferences';
import { balanceKey, hostedCheckout, useBalance } from '../../api/payments';
import { BILLING_KEY, payBill, type IssuedBill } from '../api/billing';
import styles from '../BillingPage.module.css';

const BALANCE = 0;
const CARD = 1;

/**
 * Pay Now: from the balance the bill is paid at once; by card the bill waits in Payment
 * Processing and the browser goes to the card gateway's page, which returns to the payment status page.
 */
export function PayBillDialog({ bill, onClose }: { bill: IssuedBill | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const money = useMoney();
  const queryClient = useQueryClient();
  const balance = useBalance();
  const due = bill?.paymentAmount ?? 0;
  const balanceCovers = (balance.data ?? 0) >= due;
  const [chosen, setChosen] = useState<number | null>(null);
  const method = chosen ?? (balanceCovers ? BALANCE : CARD);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setChosen(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    if (!bill) return;
    setBusy(true);
    setFailure(null);
    try {
      const paid = await payBill(bill.id, method);
      if (paid.status !== 'paid') {
        const checkout = await hostedCheckout(paid.transactionId, paid.paymentMethod);
        window.location.assign(checkout.redirectUrl);
        return;
      }
      message.success(t('pay.paid'));
      await Promise.all([queryClient.invalidateQueries({ queryKey: BILLING_KEY }), queryClient.invalidateQueries({ queryKey: balanceKey })]);
      close();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('loadFailed'));
      void queryClient.invalidateQueries({ queryKey: BILLING_KEY });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={bill !== null}
      onCancel={close}
      title={bill ? t('pay.title', { billNo: bill.billNo }) : ''}
      destroyOnHidden
      footer={
        <Button type="primary" loading={busy} onClick={() => void submit()} disabled={method === BALANCE && !balanceCovers} data-testid="pay-bill-confirm">
          {t('pay.confirm')}
        </Button>
      }
    >
      <div data-testid="pay-bill-dialog" className={styles.payBody}>
        <div className={styles.payDue}>
          <span>{t('pay.due')}</span>
          <strong data-testid="pay-bill-due">{money(due)}</strong>
        </div>
        <Radio.Group value={method} onChange={(e) => setChosen(e.target.value as number)} aria-label={t('pay.method')}>
          <Space orientation="vertical">
            <Radio value={BALANCE} disabled={!balanceCovers} data-testid="pay-method-0">
              {t('pay.balance')} <span className={styles.muted}>{t('pay.balanceAvailable', { amount: money(balance.data ?? 0) })}</span>
            </Radio>
            <Radio value={CARD} data-testid="pay-method-1">
              {t('pay.card')}
            </Radio>
          </Space>
        </Radio.Group>
        {!balanceCovers && balance.data !== undefined && <Alert type="warning" showIcon title={t('pay.insufficient')} />}
        {failure && <Alert type="error" showIcon title={failure} data-testid="pay-bill-error" />}
      </div>
    </Modal>
  );
}
