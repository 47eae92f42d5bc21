import type { OrderCouponAnswer, OrderSummary } from '@threadway/contracts';
import { Alert, Empty, Modal, Skeleton } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useDeduction, useMoney } from '../../../lib/preferences';
import { changeOrderCoupon } from '../api/order-actions';
import { useOrderCouponPreview } from '../api/order-coupons';
import { CouponCardSlot } from './coupon-card-slot';
import styles from './OrderChangeDialogs.module.css';

interface Props {
  order: OrderSummary;
  open: boolean;
  onClose: () => void;
  /** The order was priced again: its new total and coupon, and the server's message. */
  onApplied: (result: OrderCouponAnswer, message: string) => void;
}

/**
 * Apply Coupon on an unpaid order (spec 2.5 order actions, PUT coupon/{id}): the seller's tickets as
 * the bag shows them, the one chosen priced in before confirming (new total and coupon), or none to
 * take the order's coupon off. The server prices the order again and answers what it now costs.
 */
export function ApplyCouponDialog({ order, open, onClose, onApplied }: Props) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const less = useDeduction();
  const CouponCard = useContext(CouponCardSlot);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useOrderCouponPreview(order, chosen, open);
  const coupons = preview.data?.orderBillingFilterResults.couponTicketInfos ?? [];
  const holdsCoupon = order.couponAmount > 0;
  // Nothing to do: no ticket chosen and none to take off.
  const canApply = chosen !== null || holdsCoupon;

  const apply = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await changeOrderCoupon(order.kkOrderId, chosen);
      setChosen(null);
      onApplied(answer.data, answer.message);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.message ? failure.message : t('errors.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={<span className={styles.title}>{t('applyCoupon.title', { id: order.kkOrderId })}</span>}
      okText={chosen === null && holdsCoupon ? t('applyCoupon.remove') : t('applyCoupon.apply')}
      cancelText={t('actions.back')}
      confirmLoading={busy}
      okButtonProps={{ disabled: !canApply || preview.isFetching, 'data-testid': 'apply-coupon-ok' }}
      onOk={() => void apply()}
      onCancel={() => {
        setChosen(null);
        setError(null);
        onClose();
      }}
      destroyOnHidden
    >
      <p className={styles.now} data-testid="apply-coupon-now">
        {t('applyCoupon.now', { total: money(order.totalAmount), coupon: less(order.couponAmount) })}
      </p>
      {preview.isPending ? (
        <Skeleton active />
      ) : preview.isError ? (
        <Alert type="error" showIcon title={preview.error instanceof ApiError && preview.error.message ? preview.error.message : t('errors.actionFailed')} />
      ) : coupons.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applyCoupon.none')} />
      ) : (
        <div className={styles.cards}>
          {CouponCard && coupons.map((coupon) => <CouponCard key={coupon.id} coupon={coupon} selected={coupon.id === chosen} onClick={() => setChosen(coupon.id === chosen ? null : coupon.id)} />)}
        </div>
      )}
      {canApply && preview.data && (
        <p className={styles.then} data-testid="apply-coupon-then">
          {t('applyCoupon.then', { total: money(preview.data.transactionTotalAmount), coupon: less(preview.data.couponTicketTotalAmount) })}
        </p>
      )}
      {error && <Alert type="error" showIcon title={error} data-testid="apply-coupon-error" />}
    </Modal>
  );
}
