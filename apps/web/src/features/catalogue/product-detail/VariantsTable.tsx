import type { ProductDetail, SkuDetail } from '@threadway/contracts';
import { Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../components/useNumberFormat';
import { useMoney } from '../../../lib/preferences';
import { skuPrices } from './price';
import styles from './ProductDetail.module.css';

interface Props {
  product: ProductDetail;
  open: boolean;
  onClose: () => void;
  /** Picks a row's colour and size on the page. */
  onPick: (sku: SkuDetail) => void;
}

/** Every variant: colour × size, stock in each warehouse and price ('view all variants'). */
export function VariantsTable({ product, open, onClose, onPick }: Props) {
  const { t } = useTranslation(['catalogue', 'common']);
  const number = useNumberFormat();
  const money = useMoney();
  const rows = product.colours.flatMap((c) => product.sizes.flatMap((size) => product.skus.filter((s) => s.colour === c.name && s.size === size)));
  const columns: ColumnsType<SkuDetail> = [
    {
      title: t('detail.colour'),
      dataIndex: 'colour',
      fixed: 'left',
      render: (colour: string, sku) => (
        <span className={styles.variantColour}>
          <span className={styles.dotSmall} style={{ background: sku.colourHex ?? '#e5e7eb' }} />
          {colour}
        </span>
      ),
    },
    { title: t('detail.size'), dataIndex: 'size' },
    ...product.shipFrom.map((w) => ({
      title: t(`detail.warehouse.${w.warehouseCode}`, { defaultValue: w.warehouseCode }),
      key: w.warehouseCode,
      align: 'end' as const,
      render: (_: unknown, sku: SkuDetail) => number(sku.status === 1 ? (sku.stock[w.warehouseCode] ?? 0) : 0),
    })),
    {
      title: t('detail.price'),
      key: 'price',
      align: 'end',
      render: (_, sku) => {
        if (sku.status !== 1) return <Tag>{t('detail.outOfStock')}</Tag>;
        const { price } = skuPrices(product, sku);
        return price === null ? <span className={styles.locked}>{t('common:product.registerToUnlock')}</span> : money(price);
      },
    },
  ];
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={880} title={t('detail.allVariants')} data-testid="variants-modal">
      <Table<SkuDetail>
        size="small"
        rowKey="skuCode"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        onRow={(sku) => ({ onClick: () => (onPick(sku), onClose()), className: styles.variantRow })}
      />
    </Modal>
  );
}
