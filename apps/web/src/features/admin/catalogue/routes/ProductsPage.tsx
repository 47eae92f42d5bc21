import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PRODUCT_STATUSES, type AdminProductRow } from '@threadway/contracts';
import { Alert, Button, Card, Input, Select, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { useProducts, type ProductFilter } from '../api/products';
import { CategoryTreeSelect } from '../components/CategoryTreeSelect';
import { useUsd } from '../components/money';
import { ProductStatusTag } from '../components/ProductStatusTag';
import { Thumb } from '../components/Thumb';
import { ProductEditor } from './products/ProductEditor';
import '../catalogue.css';

const PAGE_SIZE = 20;

/** Products: search by name, item no or kkProductId, filter by category and status; the editor opens in a drawer. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const usd = useUsd();
  const date = useDateTime(false);
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<ProductFilter>({ pageNumber: 1, pageSize: PAGE_SIZE });
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const products = useProducts(filter);

  // The search runs once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => setFilter((f) => (f.search === (typed.trim() || undefined) ? f : { ...f, search: typed.trim() || undefined, pageNumber: 1 })), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const columns: TableColumnsType<AdminProductRow> = [
    {
      key: 'product',
      title: t('admin:catalogue.products.product'),
      render: (_, p) => (
        <span className="tw-cat-name">
          <Thumb src={p.mainImageUrl} />
          <span>
            <Typography.Link onClick={() => setOpen(p.id)} data-testid="product-open">
              {p.name}
            </Typography.Link>
            <Typography.Text type="secondary" className="tw-admin-mono tw-cat-sub">
              {p.itemNo} · {p.kkProductId}
            </Typography.Text>
          </span>
        </span>
      ),
    },
    { key: 'category', dataIndex: 'categoryName', title: t('admin:catalogue.products.category'), responsive: ['lg'] },
    { key: 'price', title: t('admin:catalogue.products.price'), align: 'end', className: 'tw-admin-nowrap', render: (_, p) => <span className="tw-admin-mono">{p.skuCount ? usd(p.priceCents) : '—'}</span> },
    { key: 'stock', title: t('admin:catalogue.products.stock'), align: 'end', responsive: ['sm'], render: (_, p) => <span className="tw-admin-mono">{p.totalStock}</span> },
    { key: 'skus', dataIndex: 'skuCount', title: t('admin:catalogue.products.skus'), align: 'end', responsive: ['md'] },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['sm'], render: (_, p) => <ProductStatusTag status={p.status} /> },
    { key: 'updated', title: t('admin:catalogue.products.updated'), className: 'tw-admin-nowrap', responsive: ['xl'], render: (_, p) => date(p.updatedAt) },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen('new')} data-testid="product-create">
            {t('admin:catalogue.products.create')}
          </Button>
        }
      >
        {t('admin:catalogue.products.intro')}
      </PageIntro>
      {products.error && <Alert type="error" showIcon title={products.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('admin:catalogue.products.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="tw-cat-filter"
            data-testid="product-search"
          />
          <CategoryTreeSelect purpose="filter" value={filter.categoryId} onChange={(categoryId) => setFilter((f) => ({ ...f, categoryId, pageNumber: 1 }))} className="tw-cat-filter" data-testid="product-category-filter" />
          <Select<number>
            allowClear
            placeholder={t('admin:catalogue.common.status')}
            value={filter.status}
            onChange={(status) => setFilter((f) => ({ ...f, status, pageNumber: 1 }))}
            options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`admin:catalogue.products.statuses.${s}`) }))}
            className="tw-cat-filter tw-cat-filter--narrow"
          />
        </div>
        <Table<AdminProductRow>
          rowKey="id"
          columns={columns}
          dataSource={products.data?.list}
          loading={products.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(p) => ({ 'data-testid': `product-row-${p.itemNo}` }) as object}
          pagination={{
            current: filter.pageNumber,
            pageSize: PAGE_SIZE,
            total: products.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('admin:catalogue.common.total', { count: total }),
            onChange: (pageNumber) => setFilter((f) => ({ ...f, pageNumber })),
          }}
        />
      </Card>
      {open !== null && <ProductEditor productId={open === 'new' ? undefined : open} onCreated={setOpen} onClose={() => setOpen(null)} />}
    </>
  );
}
