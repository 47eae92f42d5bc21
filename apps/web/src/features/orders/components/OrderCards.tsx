import type { OrderSummary } from '@threadway/contracts';
import { Checkbox, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useMoney } from '../../../lib/preferences';
import { CancelRequestRow } from '../store-orders/CancelRequestNotice';
import { OrderSource } from '../store-orders/OrderSource';
import { LinePreview } from './LinePreview';
import { OrderActionButtons } from './OrderActionButtons';
import { OrderStatusTag } from './OrderStatusTag';
import styles from './OrderList.module.css';

interface Props {
  orders: OrderSummary[];
  loading: boolean;
  selected: string[];
  onSelect: (kkOrderIds: string[]) => void;
}

/** The mobile order list: one card per order. */
export function OrderCards({ orders, loading, selected, onSelect }: Props) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const toggle = (kkOrderId: string, on: boolean) => onSelect(on ? [...selected, kkOrderId] : selected.filter((id) => id !== kkOrderId));
  return (
    <Spin spinning={loading}>
      <ul className={styles.cards}>
        {orders.map((order) => (
          <li key={order.kkOrderId} className={styles.card} data-testid="order-row" data-order-id={order.kkOrderId}>
            <div className={styles.cardHead}>
              <Checkbox checked={selected.includes(order.kkOrderId)} onChange={(e) => toggle(order.kkOrderId, e.target.checked)} aria-label={order.kkOrderId} />
              <Link to={`/order/details?kkOrderId=${encodeURIComponent(order.kkOrderId)}`} className={styles.orderId} data-testid="order-action-viewDetails">
                <bdi dir="ltr">{order.kkOrderId}</bdi>
              </Link>
              <OrderStatusTag status={order.status} />
            </div>
            <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
            <OrderSource order={order} />
            {order.items.slice(0, 2).map((line) => (
              <LinePreview key={line.kkItemId} line={line} />
            ))}
            {order.items.length > 2 && <span className={styles.muted}>{t('lines.more', { count: order.items.length - 2 })}</span>}
            <div className={styles.cardTotal}>
              <span>{t('columns.total')}</span>
              <strong>{money(order.totalAmount)}</strong>
            </div>
            <CancelRequestRow order={order} />
            <OrderActionButtons order={order} size="small" />
          </li>
        ))}
      </ul>
    </Spin>
  );
}
