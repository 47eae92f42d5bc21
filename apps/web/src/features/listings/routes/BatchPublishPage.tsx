import { ShopOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSelectedProducts } from '../api/products';
import { BatchPublishModal } from '../components/BatchPublishModal';
import { productIdsOf } from '../model/batch-form';
import { BATCH_TASKS_PATH } from '../paths';
import page from '../components/Listings.module.css';
import styles from '../components/BatchPublish.module.css';

/** /publish/batchPublish?productIds=a,b,c: the products chosen on the wish list, with the batch modal open (spec 2.6). */
export default function BatchPublishPage() {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const productIds = useMemo(() => productIdsOf(params.get('productIds')), [params]);
  const products = useSelectedProducts(productIds);
  const [open, setOpen] = useState(productIds.length > 0);

  return (
    <div className={page.page} data-testid="batch-publish-page">
      <header className={page.header}>
        <h1>{t('batch.pageTitle')}</h1>
        <Button type="primary" icon={<ShopOutlined />} disabled={productIds.length === 0} onClick={() => setOpen(true)} data-testid="batch-open">
          {t('batch.open', { count: productIds.length })}
        </Button>
      </header>
      {productIds.length === 0 ? (
        <Empty className={page.empty} description={t('messages:listings.selectProductFirst')} data-testid="batch-nothing" />
      ) : (
        <ul className={styles.products} data-testid="batch-products">
          {products.map((product, index) =>
            product.data ? (
              <li key={productIds[index]} className={styles.product} data-testid="batch-product">
                {product.data.mainImageUrl ? <img src={product.data.mainImageUrl} alt="" loading="lazy" /> : <span className={styles.placeholder} />}
                <span className={styles.name}>{product.data.name}</span>
                <span className={styles.muted}>{product.data.itemNo}</span>
              </li>
            ) : product.isError ? (
              <li key={productIds[index]} className={styles.product} data-testid="batch-product">
                <span className={styles.placeholder} />
                <span className={styles.muted}>{productIds[index]}</span>
                <span className={styles.unavailable}>{t('messages:listings.productUnavailable')}</span>
              </li>
            ) : (
              <li key={productIds[index]} className={styles.product}>
                <Skeleton.Image active />
                <Skeleton active paragraph={{ rows: 1 }} title={false} />
              </li>
            ),
          )}
        </ul>
      )}
      {products.some((p) => p.isError) && <Alert type="warning" showIcon title={t('messages:listings.unavailableIncluded')} />}
      <BatchPublishModal open={open} productIds={productIds} onClose={() => setOpen(false)} onPublished={() => navigate(BATCH_TASKS_PATH)} />
    </div>
  );
}
