import type { ProductCard as Card } from '@threadway/contracts';
import { ProductCard } from '../../../../components/product/ProductCard';
import { ProductGrid } from '../../../../components/product/ProductGrid';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

interface Props {
  title: string;
  products: readonly Card[] | undefined;
  to?: string;
  testId: string;
  /** A grid of several rows instead of one scrolling row. */
  grid?: boolean;
}

/** A titled row (or grid) of product cards: Best Sellers, New Arrivals, You May Like. */
export function ProductShelf({ title, products, to, testId, grid = false }: Props) {
  if (!products) return <section className={`${styles.block} ${styles.shimmerBlock}`} aria-busy="true" />;
  if (products.length === 0) return null;
  return (
    <section className={styles.block} data-testid={testId}>
      <SectionHeader title={title} to={to} />
      {grid ? (
        <ProductGrid products={products} columns={5} />
      ) : (
        <div className={styles.shelf}>
          {products.map((product) => (
            <ProductCard key={product.kkProductId} product={product} />
          ))}
        </div>
      )}
    </section>
  );
}
