import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '../../api/categories';
import { categoryPickTarget } from '../category-links';
import styles from './categories.module.css';

/**
 * Every second-level category as a picture tile (the mall home's 'all categories'). Each opens
 * where picking a category leads from that page (spec 2.2): its category page from the home.
 */
export function CategoryTiles() {
  const { data: tree = [], isPending } = useCategoryTree();
  const { pathname } = useLocation();
  return (
    <div className={styles.tileGrid} data-testid="category-tiles">
      {isPending
        ? Array.from({ length: 9 }, (_, i) => <span key={i} className={`${styles.tileCard} ${styles.tilePending}`} />)
        : tree.flatMap((top) =>
            top.childList.map((category) => (
              <Link key={category.categoryId} to={categoryPickTarget(category, pathname)} className={styles.tileCard} data-testid="category-tile">
                <span className={styles.tileCircle}>{category.imgUrl && <img src={category.imgUrl} alt="" loading="lazy" />}</span>
                <span className={styles.tileLabel}>{category.name}</span>
                <span className={styles.tileParent}>{top.name}</span>
              </Link>
            )),
          )}
    </div>
  );
}
