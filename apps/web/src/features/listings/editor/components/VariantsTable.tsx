import { DeleteOutlined } from '@ant-design/icons';
import { profitOf } from '@threadway/contracts';
import { Button, Input, InputNumber, Popconfirm, Select, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreMoney } from '../../../../components/useStoreMoney';
import { useWarehouses } from '../api/editor';
import type { EditorErrors, EditorVariant } from '../model';
import { FieldMessage } from './FieldMessage';
import styles from './Editor.module.css';

interface Props {
  variants: EditorVariant[];
  currency: string;
  errors: EditorErrors;
  /** Absent on the read-only listing detail. */
  onChange?: (index: number, patch: Partial<EditorVariant>) => void;
  onDelete?: (index: number) => void;
}

/** A price typed in the store currency's major units, kept in minor units; empty is null. */
function MoneyInput({ cents, onChange, label, testId, invalid }: { cents: number | null; onChange: (cents: number | null) => void; label: string; testId: string; invalid?: boolean }) {
  return (
    <InputNumber
      size="small"
      min={0}
      max={1_000_000}
      precision={2}
      value={cents === null ? null : cents / 100}
      status={invalid ? 'error' : undefined}
      onChange={(value) => onChange(value === null ? null : Math.round(value * 100))}
      aria-label={label}
      className={styles.money}
      data-testid={testId}
    />
  );
}

/**
 * The variants of spec 2.8, one row per SKU: SKU, size, colour, warehouse, product cost, shipping cost,
 * the price sent to the store ("Suggested Price"), compare-at price, profit and margin (the shared
 * profitOf), quantity; a variant can be deleted. Prices typed here are in the store's currency.
 */
export function VariantsTable({ variants, currency, errors, onChange, onDelete }: Props) {
  const { t } = useTranslation('listingEditor');
  const money = useStoreMoney(currency);
  const editable = Boolean(onChange);
  const warehouses = useWarehouses();
  const warehouseName = (code: string) => {
    const found = warehouses.data?.find((w) => w.warehouseCode === code);
    return found ? `${found.countryName} (${code})` : code;
  };
  const error = (index: number, column: string) => <FieldMessage error={errors[`variants.${index}.${column}`]} />;

  const columns: TableColumnsType<EditorVariant & { index: number }> = [
    {
      key: 'sku',
      title: t('variants.sku'),
      render: (_, v) =>
        editable ? (
          <>
            <div className={styles.skuCell}>
              {onDelete && (
                <Popconfirm title={t('variants.deleteConfirm')} okText={t('variants.delete')} cancelText={t('cancel')} onConfirm={() => onDelete(v.index)} disabled={variants.length === 1}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('variants.delete')} disabled={variants.length === 1} data-testid="variant-delete" />
                </Popconfirm>
              )}
              <Input size="small" dir="ltr" className={styles.skuInput} title={v.sku} value={v.sku} status={errors[`variants.${v.index}.sku`] ? 'error' : undefined} onChange={(e) => onChange?.(v.index, { sku: e.target.value })} aria-label={t('variants.sku')} data-testid="variant-sku" />
            </div>
            {error(v.index, 'sku')}
          </>
        ) : (
          <span className={styles.ltr}>{v.sku}</span>
        ),
    },
    { key: 'size', title: t('variants.size'), dataIndex: 'size', render: (size: string, v) => <>{size}{error(v.index, 'options')}</> },
    { key: 'colour', title: t('variants.colour'), dataIndex: 'colour' },
    {
      key: 'warehouse',
      title: t('variants.warehouse'),
      render: (_, v) =>
        editable ? (
          <Select
            value={v.warehouse}
            // Choosing a warehouse offers what it holds; the seller may still type another quantity.
            onChange={(warehouse: string) => onChange?.(v.index, { warehouse, quantity: v.stock[warehouse] ?? 0 })}
            options={[...new Set([v.warehouse, ...Object.keys(v.stock)])].map((code) => ({ value: code, label: `${warehouseName(code)} · ${v.stock[code] ?? 0}` }))}
            title={t('variants.stockHint')}
            // The choice shows the warehouse; the list also says how many each holds.
            labelRender={({ value }) => warehouseName(String(value))}
            size="small"
            popupMatchSelectWidth={false}
            aria-label={t('variants.warehouse')}
            data-testid="variant-warehouse"
          />
        ) : (
          warehouseName(v.warehouse)
        ),
    },
    { key: 'cost', title: t('variants.cost'), align: 'end', render: (_, v) => money(v.costCents) },
    { key: 'shipping', title: t('variants.shipping'), align: 'end', render: (_, v) => money(v.shippingCents) },
    {
      key: 'price',
      title: t('variants.price'),
      render: (_, v) =>
        editable ? (
          <MoneyInput cents={v.priceCents} onChange={(cents) => cents !== null && onChange?.(v.index, { priceCents: cents })} label={t('variants.price')} testId="variant-price" />
        ) : (
          money(v.priceCents)
        ),
    },
    {
      key: 'compareAt',
      title: t('variants.compareAt'),
      render: (_, v) =>
        editable ? (
          <>
            <MoneyInput
              cents={v.compareAtCents}
              invalid={Boolean(errors[`variants.${v.index}.compareAtCents`])}
              onChange={(cents) => onChange?.(v.index, { compareAtCents: cents })}
              label={t('variants.compareAt')}
              testId="variant-compare-at"
            />
            {error(v.index, 'compareAtCents')}
          </>
        ) : v.compareAtCents === null ? (
          '—'
        ) : (
          money(v.compareAtCents)
        ),
    },
    {
      key: 'profit',
      title: t('variants.profit'),
      align: 'end',
      render: (_, v) => {
        const { profitCents } = profitOf(v.priceCents, v.costCents, v.shippingCents);
        return (
          <span className={profitCents < 0 ? styles.loss : undefined} data-testid="variant-profit">
            {money(profitCents)}
          </span>
        );
      },
    },
    {
      key: 'margin',
      title: t('variants.margin'),
      align: 'end',
      render: (_, v) => <span data-testid="variant-margin"><bdi dir="ltr">{profitOf(v.priceCents, v.costCents, v.shippingCents).marginPercent}%</bdi></span>,
    },
    {
      key: 'quantity',
      title: t('variants.quantity'),
      render: (_, v) =>
        editable ? (
          <InputNumber size="small" className={styles.quantity} min={0} max={1_000_000} precision={0} value={v.quantity} onChange={(value) => value !== null && onChange?.(v.index, { quantity: value })} aria-label={t('variants.quantity')} data-testid="variant-quantity" />
        ) : (
          v.quantity
        ),
    },
  ];
  return (
    <Table
      rowKey="skuId"
      size="small"
      columns={columns}
      dataSource={variants.map((v, index) => ({ ...v, index }))}
      pagination={variants.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      // As narrow as the cells allow (headings wrap), scrolling only beyond that.
      scroll={{ x: 'min-content' }}
      tableLayout="auto"
      className={styles.variants}
      data-testid="listing-variants"
    />
  );
}
