import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminAlbum, ListedProduct } from '@threadway/contracts';
import { Alert, Button, Drawer, Grid, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlbumProducts, useSetAlbumProducts } from '../../api/albums';
import { useUsd } from '../../components/money';
import { ProductPicker } from '../../components/ProductPicker';
import { ProductStatusTag } from '../../components/ProductStatusTag';
import { Thumb } from '../../components/Thumb';
import { useNotify } from '../../components/useNotify';

/** An album's products in display order: add, move up or down, take out; each step is saved at once. */
export function AlbumProductsDrawer({ album, onClosed }: { album: AdminAlbum; onClosed: () => void }) {
  const { t } = useTranslation();
  const usd = useUsd();
  const notify = useNotify();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<number[]>([]);
  const products = useAlbumProducts(album.id);
  const setProducts = useSetAlbumProducts();
  const ids = (products.data ?? []).map((p) => p.productId);
  const put = (productIds: number[]) => notify(setProducts.mutateAsync({ id: album.id, productIds }));
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    void put(next);
  };

  const columns: TableColumnsType<ListedProduct> = [
    { key: 'position', title: '#', width: 48, render: (_, _p, i) => i + 1 },
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
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['md'], render: (_, p) => <ProductStatusTag status={p.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, p, i) => (
        <Space size={4}>
          <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('admin:catalogue.common.moveUp')} />
          <Button size="small" icon={<ArrowDownOutlined />} disabled={i === ids.length - 1} onClick={() => move(i, 1)} aria-label={t('admin:catalogue.common.moveDown')} />
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => void put(ids.filter((id) => id !== p.productId))} aria-label={t('admin:catalogue.common.delete')} />
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={() => setOpen(false)} afterOpenChange={(visible) => !visible && onClosed()} size={screens.lg ? 800 : '100%'} title={t('admin:catalogue.events.productsTitle', { name: album.name })}>
      <Space.Compact block style={{ marginBottom: 16 }}>
        <ProductPicker value={picked} onChange={setPicked} exclude={ids} data-testid="album-product-picker" />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={picked.length === 0}
          loading={setProducts.isPending}
          onClick={() => void put([...ids, ...picked]).then((ok) => ok && setPicked([]))}
          data-testid="album-product-add"
        >
          {t('admin:catalogue.events.add')}
        </Button>
      </Space.Compact>
      {products.error && <Alert type="error" showIcon title={products.error.message} style={{ marginBottom: 16 }} />}
      <Table<ListedProduct> rowKey="productId" size="small" columns={columns} dataSource={products.data} loading={products.isLoading || setProducts.isPending} pagination={false} scroll={{ x: 'max-content' }} />
    </Drawer>
  );
}
