import type { OrderSummary } from '@threadway/contracts';
import { Table } from 'antd';
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

const detailLink = (kkOrderId: string) => `/order/details?kkOrderId=${encodeURIComponent(kkOrderId)}`;

/** The desktop order list: one row per order with its lines, total, status and actions. */
export function OrderTable({ orders, loading, selected, onSelect }: Props) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  return (
    <Table<OrderSummary>
      rowKey="kkOrderId"
      dataSource={orders}
      loading={loading}
      pagination={false}
      rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onSelect(keys as string[]) }}
      onRow={(order) => ({ 'data-testid': 'order-row', 'data-order-id': order.kkOrderId }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        {
          title: t('columns.order'),
          key: 'order',
          width: 210,
          render: (_, order) => (
            <div className={styles.orderCell}>
              <Link to={detailLink(order.kkOrderId)} className={styles.orderId}>
                <bdi dir="ltr">{order.kkOrderId}</bdi>
              </Link>
              <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
            </div>
          ),
        },
        { title: t('columns.source'), key: 'source', width: 170, render: (_, order) => <OrderSource order={order} /> },
        {
          title: t('columns.products'),
          key: 'products',
          render: (_, order) => (
            <div className={styles.lines}>
              {order.items.slice(0, 2).map((line) => (
                <LinePreview key={line.kkItemId} line={line} />
              ))}
              {order.items.length > 2 && <span className={styles.muted}>{t('lines.more', { count: order.items.length - 2 })}</span>}
            </div>
          ),
        },
        { title: t('columns.total'), key: 'total', width: 120, render: (_, order) => <strong>{money(order.totalAmount)}</strong> },
        { title: t('columns.status'), key: 'status', width: 140, render: (_, order) => <OrderStatusTag status={order.status} /> },
        {
          title: t('columns.actions'),
          key: 'actions',
          width: 260,
          render: (_, order) => (
            <div className={styles.actions}>
              <CancelRequestRow order={order} />
              <Link to={detailLink(order.kkOrderId)} data-testid="order-action-viewDetails">
                {t('actions.viewDetails')}
              </Link>
              <OrderActionButtons order={order} size="small" />
            </div>
          ),
        },
      ]}
    />
  );
}
