import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { ADMIN_MAX_STOCK, type AdminEvent, type EventProduct } from '@threadway/contracts';
import { Alert, Button, Card, Drawer, Form, Grid, InputNumber, Popconfirm, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventProducts, useRemoveEventProduct, useSetEventProducts } from '../../api/events';
import { useUsd } from '../../components/money';
import { ProductPicker } from '../../components/ProductPicker';
import { ProductStatusTag } from '../../components/ProductStatusTag';
import { Thumb } from '../../components/Thumb';
import { useNotify } from '../../components/useNotify';

type Draft = Record<number, { discountPercent?: number; spikeTotalStock?: number | null }>;
const FLASH_SALE = 1;

/**
 * The products of one event: add them with a discount (1-99 %) and, for a flash sale, the pieces
 * on offer; change either in the table and save; take a product out.
 */
export function EventProductsDrawer({ event, onClosed }: { event: AdminEvent; onClosed: () => void }) {
  const { t } = useTranslation();
  const usd = useUsd();
  const notify = useNotify();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const products = useEventProducts(event.id);
  const setProducts = useSetEventProducts();
  const remove = useRemoveEventProduct();
  const [draft, setDraft] = useState<Draft>({});
  const [adding] = Form.useForm<{ productIds: number[]; discountPercent: number; spikeTotalStock?: number | null }>();
  const flash = event.type === FLASH_SALE;

  const add = async (values: { productIds: number[]; discountPercent: number; spikeTotalStock?: number | null }) => {
    const items = values.productIds.map((productId) => ({ productId, discountPercent: values.discountPercent, spikeTotalStock: flash ? (values.spikeTotalStock ?? null) : null }));
    if (await notify(setProducts.mutateAsync({ id: event.id, items }))) adding.setFieldValue('productIds', []);
  };
  const changed = Object.entries(draft).map(([id, change]) => {
    const current = products.data?.find((p) => p.productId === Number(id));
    return { productId: Number(id), discountPercent: change.discountPercent ?? current?.discountPercent ?? 1, spikeTotalStock: change.spikeTotalStock !== undefined ? change.spikeTotalStock : (current?.spikeTotalStock ?? null) };
  });
  const saveChanges = async () => {
    if (await notify(setProducts.mutateAsync({ id: event.id, items: changed }))) setDraft({});
  };
  const edit = (productId: number, change: Draft[number]) => setDraft((d) => ({ ...d, [productId]: { ...d[productId], ...change } }));

  const columns: TableColumnsType<EventProduct> = [
    {
      key: 'product',
      title: t('admin:catalogue.products.product'),
      render: (_, p) => (
        <span className="tw-cat-name">
          <Thumb src={p.mainImageUrl} />
          <span>
            {p.name}
            <Typography.Text type="secondary" className="tw-admin-mono tw-cat-sub">
              {p.itemNo}
            </Typography.Text>
          </span>
        </span>
      ),
    },
    { key: 'price', title: t('admin:catalogue.products.price'), align: 'end', responsive: ['sm'], render: (_, p) => <span className="tw-admin-mono">{usd(p.priceCents)}</span> },
    {
      key: 'discount',
      title: t('admin:catalogue.events.discount'),
      render: (_, p) => (
        <InputNumber
          size="small"
          min={1}
          max={99}
          precision={0}
          suffix="%"
          value={draft[p.productId]?.discountPercent ?? p.discountPercent}
          onChange={(v) => v !== null && edit(p.productId, { discountPercent: v })}
          style={{ width: 84 }}
          aria-label={t('admin:catalogue.events.discount')}
        />
      ),
    },
    ...(flash
      ? [
          {
            key: 'spike',
            title: t('admin:catalogue.events.spikeStock'),
            render: (_: unknown, p: EventProduct) => (
              <Space size={4}>
                <InputNumber
                  size="small"
                  min={0}
                  max={ADMIN_MAX_STOCK}
                  precision={0}
                  value={draft[p.productId]?.spikeTotalStock !== undefined ? draft[p.productId]!.spikeTotalStock : p.spikeTotalStock}
                  onChange={(v) => edit(p.productId, { spikeTotalStock: v })}
                  placeholder="∞"
                  style={{ width: 90 }}
                  aria-label={t('admin:catalogue.events.spikeStock')}
                />
                <Typography.Text type="secondary">{t('admin:catalogue.events.sold', { count: p.spikeSoldStock })}</Typography.Text>
              </Space>
            ),
          },
        ]
      : []),
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['md'], render: (_, p) => <ProductStatusTag status={p.status} /> },
    {
      key: 'remove',
      title: <span className="tw-admin-sr-only">{t('admin:catalogue.common.delete')}</span>,
      align: 'end',
      render: (_, p) => (
        <Popconfirm title={t('admin:catalogue.events.removeConfirm')} okText={t('admin:catalogue.common.delete')} cancelText={t('admin:actions.cancel')} okButtonProps={{ danger: true }} onConfirm={() => notify(remove.mutateAsync({ id: event.id, productId: p.productId }))}>
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('admin:catalogue.common.delete')} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={() => setOpen(false)} afterOpenChange={(visible) => !visible && onClosed()} size={screens.lg ? 880 : '100%'} title={t('admin:catalogue.events.productsTitle', { name: event.name })} data-testid="event-products">
      <Card size="small" title={t('admin:catalogue.events.addProducts')} style={{ marginBottom: 16 }}>
        <Form form={adding} layout="vertical" requiredMark={false} initialValues={{ productIds: [], discountPercent: 20 }} onFinish={(values) => void add(values)}>
          <Form.Item name="productIds" label={t('admin:catalogue.events.productsToAdd')} rules={[{ type: 'array', min: 1, message: t('messages:validation.choose') }]}>
            <ProductPicker exclude={products.data?.map((p) => p.productId)} data-testid="event-product-picker" />
          </Form.Item>
          <div className="tw-cat-inline">
            <Form.Item name="discountPercent" label={t('admin:catalogue.events.discount')} rules={[{ required: true, message: t('messages:validation.required') }]}>
              <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: 120 }} data-testid="event-discount" />
            </Form.Item>
            {flash && (
              <Form.Item name="spikeTotalStock" label={t('admin:catalogue.events.spikeStock')} extra={t('admin:catalogue.events.spikeHint')}>
                <InputNumber min={0} max={ADMIN_MAX_STOCK} precision={0} style={{ width: 140 }} data-testid="event-spike" />
              </Form.Item>
            )}
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={setProducts.isPending} data-testid="event-product-add">
                {t('admin:catalogue.events.add')}
              </Button>
            </Form.Item>
          </div>
        </Form>
      </Card>
      {products.error && <Alert type="error" showIcon title={products.error.message} style={{ marginBottom: 16 }} />}
      <Table<EventProduct> rowKey="productId" size="small" columns={columns} dataSource={products.data} loading={products.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      {changed.length > 0 && (
        <div className="tw-cat-form-actions">
          <Button onClick={() => setDraft({})}>{t('admin:catalogue.products.discard')}</Button>
          <Button type="primary" icon={<SaveOutlined />} loading={setProducts.isPending} onClick={() => void saveChanges()}>
            {t('admin:catalogue.events.saveChanges', { count: changed.length })}
          </Button>
        </div>
      )}
    </Drawer>
  );
}
