import { MenuOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '../../api/categories';
import { categoryListPath } from '../category-links';
import styles from './categories.module.css';

/**
 * 'All Products' in the desktop navigation (spec 2.2): hovering opens the three category
 * levels, top level on the left and the chosen one's second and third levels beside it; every
 * entry opens its product list.
 */
export function CategoryMenu() {
  const { t } = useTranslation('mall');
  const { data: tree = [] } = useCategoryTree();
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | null>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search]);
  const active = tree.find((c) => c.categoryId === activeId) ?? tree[0];

  return (
    <div className={styles.menu} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} data-testid="category-menu">
      <button type="button" className={styles.trigger} aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)} data-testid="category-menu-trigger">
        <MenuOutlined />
        {t('categories.all')}
      </button>
      {open && active && (
        <div className={styles.panel} data-testid="category-menu-panel">
          <ul className={styles.level1}>
            {tree.map((category) => (
              <li key={category.categoryId} onMouseEnter={() => setActiveId(category.categoryId)}>
                <Link to={categoryListPath(category)} className={`${styles.level1Link} ${category === active ? styles.current : ''}`} data-testid="category-level1">
                  {category.imgUrl && <img src={category.imgUrl} alt="" className={styles.level1Image} />}
                  <span className={styles.level1Name}>{category.name}</span>
                  <RightOutlined className={styles.chevron} />
                </Link>
              </li>
            ))}
          </ul>
          <div className={styles.level2}>
            <Link to={categoryListPath(active)} className={styles.viewAll}>
              {t('categories.viewAllOf', { name: active.name })} <RightOutlined />
            </Link>
            <div className={styles.groups}>
              {active.childList.map((group) => (
                <div key={group.categoryId} className={styles.group}>
                  <Link to={categoryListPath(group)} className={styles.groupTitle} data-testid="category-level2">
                    {group.imgUrl && <img src={group.imgUrl} alt="" className={styles.groupImage} />}
                    {group.name}
                  </Link>
                  {group.childList.map((leaf) => (
                    <Link key={leaf.categoryId} to={categoryListPath(leaf)} className={styles.leaf} data-testid="category-level3">
                      {leaf.name}
                    </Link>
                  ))}
                </div>
              ))}
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
