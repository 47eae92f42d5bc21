/** The product tabs' panels drawn with Ant Design's Descriptions and Table: fetched when their tab is first opened. */
import type { ProductDetail } from '@threadway/contracts';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductDetail.module.css';

/** Shipping times of spec 9, in business days. */
const SHIPPING_TIMES = [
  { key: 'usFromUs', days: '3-7' },
  { key: 'usFromChinaGermany', days: '7-10' },
  { key: 'europeFromGermany', days: '3-7' },
  { key: 'europeFromChinaUs', days: '8-11' },
  { key: 'elsewhere', days: '10-20' },
] as const;

export function Attributes({ attributes }: { attributes: ProductDetail['attributes'] }) {
  const { t } = useTranslation('catalogue');
  const entries = Object.entries(attributes).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== ''));
  if (entries.length === 0) return <p className={styles.muted}>{t('detail.noAttributes')}</p>;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={entries.map(([key, value]) => ({ key, label: t(`attribute.${key}`, { defaultValue: key }), children: Array.isArray(value) ? value.join(', ') : value }))}
      data-testid="attributes"
    />
  );
}

export function Shipping() {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.policy}>
      <p>{t('policy.shippingIntro')}</p>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={[...SHIPPING_TIMES]}
        columns={[
          { title: t('policy.route'), key: 'route', render: (_, row) => t(`policy.times.${row.key}`) },
          { title: t('policy.businessDays'), dataIndex: 'days', align: 'end' },
        ]}
      />
      <p className={styles.muted}>{t('policy.processing')}</p>
    </div>
  );
}

