import { PACK_LIMIT_GRAMS, type OrderAction, type OrderSplitAnswer, type OrderSummary } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useDeduction, useMoney } from '../../../lib/preferences';
import { orderKeys } from '../api/orders';
import { cancelDelivery, cancelOrder, confirmReceipt, deleteOrder, getLogistics, splitPack } from '../api/order-actions';
import { FulfillOrderDialog } from '../tracking/FulfillOrderDialog';
import type { Fulfilment } from '../tracking/api/tracking';
import { ApplyCouponDialog } from './ApplyCouponDialog';
import { CancelOrderDialog } from './CancelOrderDialog';
import { SplitPackResult } from './SplitPackResult';

/** Actions shown as buttons, in this order; View Details and Edit Note have their own places. */
const BUTTONS: OrderAction[] = ['payNow', 'applyCoupon', 'splitPack', 'confirmReceipt', 'requestRefund', 'getLogistics', 'fulfillOrder', 'cancelDelivery', 'cancelOrder', 'delete'];

interface Props {
  order: OrderSummary;
  size?: 'small' | 'middle';
  /** Called after a successful change (the detail page of a deleted order goes back to the list). */
  onDone?: (action: OrderAction) => void;
  /** The order's current fulfilment, which Fulfill Order starts from (the detail page knows it). */
  fulfilment?: Fulfilment | null;
}

/** The row actions of spec 2.5 the state machine allows, with their dialogs. */
export function OrderActionButtons({ order, size = 'middle', onDone, fulfilment }: Props) {
  const { kkOrderId, actions } = order;
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const money = useMoney();
  const less = useDeduction();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [fulfilOpen, setFulfilOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const [split, setSplit] = useState<{ answer: OrderSplitAnswer; message: string } | null>(null);

  /** `work` answers the server's message to show, or null when it shows its result in a dialog of its own. */
  const run = async (action: OrderAction, work: () => Promise<string | null>) => {
    setBusy(action);
    try {
      const text = await work();
      if (text) message.success(text);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      onDone?.(action);
      return true;
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.actionFailed'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const confirmThen = (action: OrderAction, title: string, content: string, work: () => Promise<string>, danger = false) =>
    modal.confirm({
      title,
      content,
      okText: t('actions.confirm'),
      cancelText: t('actions.back'),
      okButtonProps: { danger, 'data-testid': `${action === 'confirmReceipt' ? 'confirm-receipt' : `confirm-${action}`}-ok` },
      onOk: () => run(action, work),
    });

  const handlers: Partial<Record<OrderAction, () => void>> = {
    payNow: () => void navigate(`/mall/paymentPage?kkOrderId=${encodeURIComponent(kkOrderId)}`),
    requestRefund: () => void navigate(`/order/refund?kkOrderId=${encodeURIComponent(kkOrderId)}`),
    confirmReceipt: () => confirmThen('confirmReceipt', t('receipt.title'), t('receipt.content'), () => confirmReceipt(kkOrderId)),
    cancelDelivery: () => confirmThen('cancelDelivery', t('cancelDelivery.title'), t('cancelDelivery.content'), () => cancelDelivery(kkOrderId), true),
    delete: () => confirmThen('delete', t('delete.title'), t('delete.content'), () => deleteOrder(kkOrderId), true),
    getLogistics: () => void run('getLogistics', () => getLogistics(kkOrderId)),
    applyCoupon: () => setCouponOpen(true),
    splitPack: () =>
      modal.confirm({
        title: t('splitPack.title'),
        content: t('splitPack.content', { kg: PACK_LIMIT_GRAMS / 1000 }),
        okText: t('actions.confirm'),
        cancelText: t('actions.back'),
        okButtonProps: { 'data-testid': 'confirm-splitPack-ok' },
        onOk: () =>
          run('splitPack', async () => {
            const answer = await splitPack(kkOrderId);
            setSplit({ answer: answer.data, message: answer.message });
            return null;
          }),
      }),
    cancelOrder: () => setCancelOpen(true),
    fulfillOrder: () => setFulfilOpen(true),
  };

  const shown = BUTTONS.filter((action) => actions.includes(action));
  return (
    <>
      <Space wrap size={[8, 8]}>
        {shown.map((action) => (
          <Button
            key={action}
            size={size}
            type={action === 'payNow' || action === 'confirmReceipt' ? 'primary' : 'default'}
            danger={action === 'cancelOrder' || action === 'delete'}
            loading={busy === action}
            onClick={handlers[action]}
            data-testid={`order-action-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Space>
      <CancelOrderDialog
        open={cancelOpen}
        busy={busy === 'cancelOrder'}
        onCancel={() => setCancelOpen(false)}
        onConfirm={(reason) => void run('cancelOrder', () => cancelOrder({ kkOrderId, cancelReason: reason })).then((done) => done && setCancelOpen(false))}
      />
      {actions.includes('applyCoupon') && (
        <ApplyCouponDialog
          order={order}
          open={couponOpen}
          onClose={() => setCouponOpen(false)}
          onApplied={(result, text) =>
            void run('applyCoupon', async () => {
              setCouponOpen(false);
              modal.success({
                title: text,
                content: t('applyCoupon.done', { total: money(result.totalAmount), coupon: less(result.couponAmount) }),
                okButtonProps: { 'data-testid': 'apply-coupon-done' },
              });
              return null;
            })
          }
        />
      )}
      <SplitPackResult result={split} onClose={() => setSplit(null)} />
      {actions.includes('fulfillOrder') && <FulfillOrderDialog kkOrderId={kkOrderId} open={fulfilOpen} initial={fulfilment} onClose={() => setFulfilOpen(false)} onSaved={() => onDone?.('fulfillOrder')} />}
    </>
  );
}
