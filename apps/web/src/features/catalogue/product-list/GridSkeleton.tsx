import { LineSkeleton } from '../../../components/controls/Skeleton';
import styles from './ProductList.module.css';

/** Placeholder cards while a list loads, shaped like ProductGrid's cards. */
export function GridSkeleton({ count, columns }: { count: number; columns: number }) {
  return (
    <div className={styles.skeletonGrid} style={{ ['--columns' as string]: columns }} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <div className={styles.skeletonImage} />
          <LineSkeleton rows={2} />
        </div>
      ))}
    </div>
  );
}
