import { EditOutlined, PercentageOutlined, PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ADMIN_MAX_STOCK, STOCK_WAREHOUSE_CODES, type AdminProductDetail, type AdminSku } from '@threadway/contracts';
import { Button, Empty, InputNumber, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetStock } from '../../api/products';
import { useUsd } from '../../components/money';
import { StatusBadge } from '../../components/StatusBadge';
import { useNotify } from '../../components/useNotify';
import { BulkPriceModal } from './BulkPriceModal';
import { SkuFormModal } from './SkuFormModal';

const cell = (skuId: number, code: string) => `${skuId}/${code}`;

/**
 * The product's SKUs, one row per colour and size, with stock per warehouse edited in place:
 * changed cells are marked and saved together. SKUs are added and changed in a dialog; prices
 * of many SKUs at once through the bulk price change.
 */
export function SkuGrid({ product }: { product: AdminProductDetail }) {
  const { t } = useTranslation();
  const usd = useUsd();
  const notify = useNotify();
  const setStock = useSetStock();
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [editing, setEditing] = useState<AdminSku | 'new' | null>(null);
  const [bulk, setBulk] = useState(false);

  const saved = (key: string) => {
    const [skuId, code] = key.split('/') as [string, string];
    return product.skus.find((s) => s.id === Number(skuId))?.stock[code] ?? 0;
  };
  const changes = Object.entries(draft).filter(([key, value]) => value !== saved(key));
  const saveStock = async () => {
    const items = changes.map(([key, stock]) => ({ skuId: Number(key.split('/')[0]), warehouseCode: key.split('/')[1]!, stock }));
    if (await notify(setStock.mutateAsync({ productId: product.id, items }))) setDraft({});
  };

  const columns: TableColumnsType<AdminSku> = [
    {
      key: 'colour',
      title: t('admin:catalogue.products.colour'),
      fixed: 'start',
      render: (_, s) => (
        <span className="tw-cat-swatch-cell">
          <span className="tw-cat-swatch" style={{ background: s.colourHex ?? 'transparent' }} />
          {s.colour}
        </span>
      ),
    },
    { key: 'size', dataIndex: 'size', title: t('admin:catalogue.products.size'), fixed: 'start' },
    { key: 'price', title: t('admin:catalogue.products.price'), align: 'end', render: (_, s) => <span className="tw-admin-mono">{usd(s.priceCents)}</span> },
    { key: 'original', title: t('admin:catalogue.products.originalPrice'), align: 'end', render: (_, s) => <span className="tw-admin-mono tw-cat-muted">{usd(s.originalPriceCents)}</span> },
    { key: 'weight', title: t('admin:catalogue.products.weight'), align: 'end', render: (_, s) => `${s.weightGrams} g` },
    { key: 'status', title: t('admin:catalogue.common.status'), render: (_, s) => <StatusBadge status={s.status} /> },
    ...STOCK_WAREHOUSE_CODES.map((code) => ({
      key: code,
      title: <Tooltip title={t(`admin:catalogue.warehouses.${code}`)}>{code}</Tooltip>,
      align: 'end' as const,
      render: (_: unknown, s: AdminSku) => {
        const key = cell(s.id, code);
        const value = draft[key] ?? s.stock[code] ?? 0;
        return (
          <InputNumber
            size="small"
            min={0}
            max={ADMIN_MAX_STOCK}
            precision={0}
            value={value}
            onChange={(next) => setDraft((d) => ({ ...d, [key]: Math.max(0, Number(next ?? 0)) }))}
            className={value !== (s.stock[code] ?? 0) ? 'tw-cat-stock tw-cat-stock--changed' : 'tw-cat-stock'}
            aria-label={t('admin:catalogue.products.stockAria', { sku: s.skuCode, warehouse: code })}
            data-testid={`stock-${s.colour}-${s.size}-${code}`}
          />
        );
      },
    })),
    {
      key: 'total',
      title: t('admin:catalogue.products.total'),
      align: 'end',
      render: (_, s) => <strong className="tw-admin-mono">{STOCK_WAREHOUSE_CODES.reduce((sum, code) => sum + (draft[cell(s.id, code)] ?? s.stock[code] ?? 0), 0)}</strong>,
    },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, s) => <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(s)} aria-label={t('admin:catalogue.products.editSkuAria', { sku: s.skuCode })} data-testid={`sku-edit-${s.colour}-${s.size}`} />,
    },
  ];

  return (
    <>
      <div className="tw-cat-grid-toolbar">
        <Space wrap>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="sku-create">
            {t('admin:catalogue.products.addSku')}
          </Button>
          <Button icon={<PercentageOutlined />} onClick={() => setBulk(true)} disabled={product.skus.length === 0} data-testid="price-change-open">
            {t('admin:catalogue.products.bulkPrice')}
          </Button>
        </Space>
        <Space wrap>
          {changes.length > 0 && (
            <Button icon={<UndoOutlined />} onClick={() => setDraft({})}>
              {t('admin:catalogue.products.discard')}
            </Button>
          )}
          <Button type={changes.length ? 'primary' : 'default'} icon={<SaveOutlined />} disabled={changes.length === 0} loading={setStock.isPending} onClick={() => void saveStock()} data-testid="stock-save">
            {t('admin:catalogue.products.saveStock', { count: changes.length })}
          </Button>
        </Space>
      </div>
      <Table<AdminSku>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={product.skus}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('admin:catalogue.products.noSkus')} /> }}
        summary={() =>
          product.skus.length > 0 && (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={columns.length}>
                {t('admin:catalogue.products.stockSummary', { total: product.totalStock, rank: product.supplierRank })}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
      <p className="tw-cat-hint">{t('admin:catalogue.products.stockHint')}</p>
      {editing && <SkuFormModal product={product} sku={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
      {bulk && <BulkPriceModal product={product} onClosed={() => setBulk(false)} />}
    </>
  );
}
