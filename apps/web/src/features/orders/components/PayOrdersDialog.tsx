import { defaultPaymentMethod, PAYMENT_METHODS, paymentMethodAvailability } from '@threadway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Modal, Radio, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/preferences';
import { orderKeys } from '../api/orders';
import { hostedCheckout } from '../../payments/api/payments';
import { useOnePageCard } from '../../payments/components/useOnePageCard';
import { createTransaction, payByBalance, sumOrders, useBalance } from '../api/pay-orders';
import styles from './PayOrdersDialog.module.css';

const METHODS = [0, 1, 2, 9] as const;
type Method = (typeof METHODS)[number];

interface Props {
  kkOrderIds: string[] | null;
  onClose: () => void;
}

/**
 * Pay dialog of the order list (spec 2.5): several orders in one transaction, by balance, by card
 * on the gateway's one-page form (the payment page's own, decision 0038) or a provider's hosted page.
 */
export function PayOrdersDialog({ kkOrderIds, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const money = useMoney();
  const queryClient = useQueryClient();
  const open = kkOrderIds !== null && kkOrderIds.length > 0;
  const sum = useQuery({ queryKey: ['orders', 'sum', kkOrderIds], queryFn: () => sumOrders(kkOrderIds!), enabled: open });
  const balance = useBalance();
  const [method, setMethod] = useState<Method | null>(null);
  const [paying, setPaying] = useState(false);
  const attempt = useRef<string | null>(null);
  const card = useOnePageCard();

  const total = sum.data?.totalAmount;
  const available = total !== undefined && balance.data !== undefined ? paymentMethodAvailability({ totalCents: total, balanceCents: balance.data, payLater: { status: null, availableCreditCents: 0 } }) : null;
  useEffect(() => {
    if (!open) {
      setMethod(null);
      attempt.current = null;
    } else if (method === null && total !== undefined && balance.data !== undefined) {
      const initial = defaultPaymentMethod({ totalCents: total, balanceCents: balance.data });
      setMethod(initial === 0 ? 0 : 2);
    }
  }, [open, method, total, balance.data]);

  const paid = async () => {
    message.success(t('pay.paid'));
    await Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: ['payments', 'balance'] })]);
    onClose();
  };

  const pay = async () => {
    if (method === null || total === undefined || !kkOrderIds) return;
    setPaying(true);
    try {
      // The card goes to the gateway's frame first; only its token is ours to send.
      const paymentMethodId = method === PAYMENT_METHODS.cardGateway ? await card.token() : null;
      if (method === PAYMENT_METHODS.cardGateway && !paymentMethodId) return;
      attempt.current ??= crypto.randomUUID();
      const transactionId = await createTransaction({ amount: total, paymentMethod: method, currencyCode: 'USD', paymentType: 0, kkOrderIds }, attempt.current);
      if (method === 0) {
        await payByBalance(transactionId, attempt.current);
        await paid();
      } else if (paymentMethodId) {
        const outcome = await card.confirm(transactionId, paymentMethodId);
        if (outcome === 'paid') await paid();
        // Declined: the reason is under the form; the next try is a new payment of the still unpaid orders.
        if (outcome === 'declined') attempt.current = null;
      } else {
        window.location.assign((await hostedCheckout(transactionId, method)).redirectUrl);
      }
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('pay.failed'));
      attempt.current = null;
    } finally {
      setPaying(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('pay.title', { count: kkOrderIds?.length ?? 0 })}
      okText={t('actions.payNow')}
      cancelText={t('actions.back')}
      onOk={() => void pay()}
      onCancel={onClose}
      confirmLoading={paying}
      okButtonProps={{ disabled: method === null || (available !== null && method !== null && !available[method]), 'data-testid': 'pay-orders-ok' }}
      destroyOnHidden
    >
      {total === undefined ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <div className={styles.body}>
          <div className={styles.total}>
            <span>{t('pay.total')}</span>
            <strong data-testid="pay-orders-total">{money(total)}</strong>
          </div>
          <div className={styles.ids}>{kkOrderIds?.join(', ')}</div>
          <Radio.Group
            value={method}
            onChange={(e) => {
              setMethod(e.target.value as Method);
              card.clearError();
            }}
          >
            <Space direction="vertical">
              {METHODS.map((code) => (
                <Radio key={code} value={code} disabled={available ? !available[code] : true}>
                  <span data-testid={`pay-method-${code}`}>{t(`paymentMethods.${code}`)}</span>
                  {code === 0 && balance.data !== undefined && <span className={styles.muted}> ({t('pay.balance', { amount: money(balance.data) })})</span>}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          {method === PAYMENT_METHODS.cardGateway && card.form}
        </div>
      )}
    </Modal>
  );
}
