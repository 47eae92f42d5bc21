import { Drawer, Grid, Skeleton, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProduct } from '../../api/products';
import { ProductStatusTag } from '../../components/ProductStatusTag';
import { ProductForm } from './ProductForm';
import { SkuGrid } from './SkuGrid';

interface Props {
  /** Absent for a new product; once created, the parent passes its id and the SKU tab opens. */
  productId?: number;
  onCreated: (id: number) => void;
  onClose: () => void;
}

/** A product in a wide drawer (full width on phones): its fields, then its SKUs, stock and prices. */
export function ProductEditor({ productId, onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState('details');
  const product = useProduct(productId);
  const data = product.data;

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClose()}
      size={screens.lg ? 1000 : '100%'}
      title={
        data ? (
          <Space wrap size={8}>
            <span>{data.name}</span>
            <ProductStatusTag status={data.status} />
            <Typography.Text type="secondary" className="tw-admin-mono" style={{ fontWeight: 400 }}>
              {data.itemNo} · {data.kkProductId}
            </Typography.Text>
          </Space>
        ) : (
          t('admin:catalogue.products.create')
        )
      }
      data-testid="product-editor"
    >
      {productId === undefined ? (
        <ProductForm
          onSaved={(detail) => {
            setTab('skus');
            onCreated(detail.id);
          }}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'details', label: t('admin:catalogue.products.details'), children: <ProductForm product={data} /> },
            { key: 'skus', label: t('admin:catalogue.products.skusTab', { count: data.skus.length }), children: <SkuGrid product={data} /> },
          ]}
        />
      )}
    </Drawer>
  );
}
