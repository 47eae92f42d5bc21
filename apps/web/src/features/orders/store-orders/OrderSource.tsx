import type { OrderSummary } from '@threadway/contracts';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './StoreOrders.module.css';
import { useSourceName } from './use-source-name';

type Source = Pick<OrderSummary, 'platformCode' | 'storeName' | 'storeOrderId'>;

/** Where the order came from (spec 3 source/platform/store): the mall, or the platform, store and store order ID. */
export function OrderSource({ order, testId = 'order-source' }: { order: Source; testId?: string }) {
  const { t } = useTranslation('orders');
  const name = useSourceName();
  return (
    <span className={styles.source} data-testid={testId} data-platform={order.platformCode}>
      <span className={styles.platform}>
        <ShopOutlined aria-hidden /> {name(order.platformCode)}
        {order.storeName && <span className={styles.store}> · {order.storeName}</span>}
      </span>
      {order.storeOrderId && <span className={styles.storeOrderId}>{t('source.storeOrderId', { id: order.storeOrderId })}</span>}
    </span>
  );
}
