import type { OrderAction } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from '../api/orders';
import { cancelDelivery, cancelOrder, confirmReceipt, deleteOrder, getLogistics } from '../api/order-actions';
import { FulfillOrderDialog } from '../tracking/FulfillOrderDialog';
import type { Fulfilment } from '../tracking/api/tracking';
import { CancelOrderDialog } from './CancelOrderDialog';

/** Actions shown as buttons, in this order; View Details and Edit Note have their own places. */
const BUTTONS: OrderAction[] = ['payNow', 'confirmReceipt', 'requestRefund', 'getLogistics', 'fulfillOrder', 'cancelDelivery', 'cancelOrder', 'delete'];

interface Props {
  kkOrderId: string;
  actions: readonly OrderAction[];
  size?: 'small' | 'middle';
  /** Called after a successful change (the detail page of a deleted order goes back to the list). */
  onDone?: (action: OrderAction) => void;
  /** The order's current fulfilment, which Fulfill Order starts from (the detail page knows it). */
  fulfilment?: Fulfilment | null;
}

/** The row actions of spec 2.5 the state machine allows, with their dialogs. */
export function OrderActionButtons({ kkOrderId, actions, size = 'middle', onDone, fulfilment }: Props) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [fulfilOpen, setFulfilOpen] = useState(false);

  const run = async (action: OrderAction, work: () => Promise<string>) => {
    setBusy(action);
    try {
      message.success(await work());
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
      {actions.includes('fulfillOrder') && <FulfillOrderDialog kkOrderId={kkOrderId} open={fulfilOpen} initial={fulfilment} onClose={() => setFulfilOpen(false)} onSaved={() => onDone?.('fulfillOrder')} />}
    </>
  );
}
