import type { OrderStatus } from '@threadway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<OrderStatus, string> = {
  waitingPayment: 'orange',
  paymentFailed: 'red',
  autoCheckoutFailed: 'red',
  waitingShip: 'blue',
  partialShipped: 'cyan',
  shipped: 'cyan',
  complete: 'green',
  refunding: 'purple',
  partialRefund: 'magenta',
  refunded: 'magenta',
  refundFailed: 'red',
  cancelled: 'default',
  abnormal: 'volcano',
};

/** An order status as a coloured tag with its name in the reader's language. */
export function OrderStatusTag({ status, testId }: { status: OrderStatus; testId?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Tag color={COLOURS[status]} data-testid={testId} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
