import { MenuOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '../../api/categories';
import { categoryListPath } from '../category-links';
import styles from './categories.module.css';

/**
 * 'All Products' in the desktop navigation (spec 2.2): the three category levels, top level on
 * the left and the chosen one's second and third levels beside it; every entry opens its product
 * list. A mouse opens it by hovering; a click, a tap or Enter/Space opens it too and keeps it
 * open ("pinned") until a second click, Escape or a click elsewhere. Hover alone only previews:
 * leaving closes it. Touch screens send no hover, so only real mouse pointers preview — a tap's
 * synthetic pointer-enter followed by its click would otherwise open and at once close it.
 */
export function CategoryMenu() {
  const { t } = useTranslation('mall');
  const { data: tree = [] } = useCategoryTree();
  const [mode, setMode] = useState<'closed' | 'preview' | 'pinned'>('closed');
  const open = mode !== 'closed';
  const [activeId, setActiveId] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => setMode('closed'), [pathname, search]);
  useEffect(() => {
    if (mode !== 'pinned') return;
    const closeOutside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setMode('closed');
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode('closed');
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [mode]);
  const active = tree.find((c) => c.categoryId === activeId) ?? tree[0];
  const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

  return (
    <div
      ref={root}
      className={styles.menu}
      onPointerEnter={(event) => isMouse(event) && setMode((m) => (m === 'closed' ? 'preview' : m))}
      onPointerLeave={(event) => isMouse(event) && setMode((m) => (m === 'preview' ? 'closed' : m))}
      data-testid="category-menu"
    >
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-haspopup="true"
        // A click on a menu the hover already previews keeps it open instead of closing it.
        onClick={() => setMode((m) => (m === 'pinned' ? 'closed' : 'pinned'))}
        data-testid="category-menu-trigger"
      >
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
