import { thumbnailUrl, type PaymentOrder } from '@threadway/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { useMoney } from '../../../lib/preferences';
import { lineOptions } from '../model/line-options';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

type Item = PaymentOrder['orderItems'][number];
/** SKU statuses that mean the line can no longer be supplied (spec 7). */
const OUT_OF_STOCK = new Set([0, 4]);

/** The order's lines; a line whose SKU left sale shows 'Out of Stock'. */
export function OrderItems({ items, weightGrams }: { items: Item[]; weightGrams: number | null }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  return (
    <section className={panel.panel} data-testid="order-items">
      <h2>{t('items.title')}</h2>
      <ScrollRegion label={t('items.title')} minWidth={560}>
        <Table<Item>
          rowKey="kkItemId"
          size="small"
          pagination={false}
          dataSource={items}
          columns={[
            {
              title: t('items.product'),
              render: (_, item) => (
                <div className={styles.wrap}>
                  {item.sizeImagePath && <img src={thumbnailUrl(item.sizeImagePath)} alt="" width={48} height={48} style={{ objectFit: 'cover' }} />}
                  <div>
                    <div>{item.productName}</div>
                    <div className={panel.muted}>{lineOptions(item.options)}</div>
                    {OUT_OF_STOCK.has(item.skuStatus) && <Tag color="red">{t('items.outOfStock')}</Tag>}
                  </div>
                </div>
              ),
            },
            { title: t('items.sku'), dataIndex: 'skuCode' },
            { title: t('items.price'), render: (_, item) => money(item.afterDiscountAmount) },
            { title: t('items.quantity'), dataIndex: 'productNum' },
            { title: t('items.subtotal'), render: (_, item) => money(item.afterDiscountAmount * item.productNum) },
          ]}
        />
      </ScrollRegion>
      {weightGrams !== null && <p className={panel.muted} data-testid="total-weight">{t('items.totalWeight', { grams: weightGrams })}</p>}
    </section>
  );
}
