import { Button, Empty, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No orders: the spec's guidance to choose products and connect a store. */
export function EmptyOrders({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Empty description={filtered ? t('empty.filtered') : t('empty.none')} data-testid="orders-empty">
      <p>{t('empty.guide')}</p>
      <Space wrap>
        <Link to="/product-list">
          <Button type="primary">{t('empty.chooseProducts')}</Button>
        </Link>
        <Link to="/personal-center/store-manage">
          <Button>{t('empty.connectStore')}</Button>
        </Link>
      </Space>
    </Empty>
  );
}
