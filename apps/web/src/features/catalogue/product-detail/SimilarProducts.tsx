import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { useSimilarProducts } from '../api/detail';
import { GridSkeleton } from '../product-list/GridSkeleton';
import styles from './ProductDetail.module.css';

const COLUMNS = 6;
/** Whole rows only, so the block ends square on wide screens (phones show two per row anyway). */
const fullRows = <T,>(items: readonly T[]) => (items.length > COLUMNS ? items.slice(0, items.length - (items.length % COLUMNS)) : items);

/** Similar products (content-based recommendation) under the product. */
export function SimilarProducts({ kkProductId }: { kkProductId: string }) {
  const { t } = useTranslation('catalogue');
  const similar = useSimilarProducts(kkProductId);
  if (similar.isError || (similar.data && similar.data.length === 0)) return null;
  return (
    <section className={styles.block} data-testid="similar-products">
      <h2 className={styles.blockTitle}>{t('detail.similar')}</h2>
      {similar.data ? <ProductGrid products={fullRows(similar.data)} columns={COLUMNS} /> : <GridSkeleton count={COLUMNS} columns={COLUMNS} />}
    </section>
  );
}
