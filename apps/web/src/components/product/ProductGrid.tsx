import type { ProductCard as Card } from '@threadway/contracts';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

interface Props {
  products: readonly Card[];
  colour?: string | null;
  warehouse?: string | null;
  /** Cards per row on wide screens (2 on phones whatever this says). */
  columns?: 4 | 5 | 6;
  /** How many leading cards are in view on arrival (the page's largest paint): their pictures load first. */
  priorityCards?: number;
}

/** Responsive grid of product cards. */
export function ProductGrid({ products, colour, warehouse, columns = 5, priorityCards = 0 }: Props) {
  return (
    <div className={styles.grid} style={{ ['--columns' as string]: columns }} data-testid="product-grid">
      {products.map((product, i) => (
        <ProductCard key={product.kkProductId} product={product} colour={colour} warehouse={warehouse} priority={i < priorityCards} />
      ))}
    </div>
  );
}
