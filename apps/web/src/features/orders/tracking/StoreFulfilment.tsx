import type { OrderDetail } from '@threadway/contracts';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/Panel.module.css';
import { ApiError } from '../../../lib/api-client';
import { useCancelFulfilment, type Fulfilment } from './api/tracking';
import styles from './tracking.module.css';

type OrderFulfilment = OrderDetail['fulfilments'][number];

/** The detail's fulfilment in the shape Fulfill Order edits. */
export const editableFulfilment = (f: OrderFulfilment | undefined): Fulfilment | null =>
  f ? { store: f.storeName, storeOrderId: f.storeOrderId, trackingNumber: f.trackingNumber, shippingCarrier: f.carrier, trackingUrl: f.trackingUrl, createdAt: f.createdAt } : null;

/**
 * The tracking the seller gave their store's customer (Fulfill Order, spec 2.5), with Cancel
 * fulfilment (PUT /api/orders/cancelFulfillment) for one entered by mistake.
 */
export function StoreFulfilment({ kkOrderId, fulfilment }: { kkOrderId: string; fulfilment: OrderFulfilment }) {
  const { t } = useTranslation(['orders', 'fulfilment']);
  const { message, modal } = App.useApp();
  const cancel = useCancelFulfilment();

  const confirmCancel = () =>
    modal.confirm({
      title: t('fulfilment:fulfil.cancelTitle'),
      content: t('fulfilment:fulfil.cancelContent'),
      okText: t('orders:actions.confirm'),
      cancelText: t('orders:actions.back'),
      okButtonProps: { danger: true, 'data-testid': 'cancel-fulfilment-ok' },
      onOk: async () => {
        try {
          message.success((await cancel.mutateAsync(kkOrderId)).message);
        } catch (error) {
          message.error(error instanceof ApiError && error.message ? error.message : t('fulfilment:fulfil.failed'));
        }
      },
    });

  return (
    <div className={styles.storeFulfilment} data-testid="store-fulfilment">
      <p className={panel.muted}>
        {t('orders:detail.fulfilment', { carrier: fulfilment.carrier, tracking: fulfilment.trackingNumber })}
        {fulfilment.storeOrderId && ` · ${t('fulfilment:fulfil.storeOrderId')}: ${fulfilment.storeOrderId}`}
      </p>
      <Button size="small" type="link" danger onClick={confirmCancel} loading={cancel.isPending} data-testid="cancel-fulfilment">
        {t('fulfilment:fulfil.cancelFulfilment')}
      </Button>
    </div>
  );
}
