import { RightOutlined } from '@ant-design/icons';
import { ConfigProvider, Drawer, Empty, Spin } from 'antd';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCategoryTree } from '../../api/categories';
import { categoryListPath, categoryPickTarget } from '../category-links';
import styles from './categories.module.css';

/**
 * The mobile category panel (spec 2.2): top-level categories down the side, the chosen one's
 * categories with picture and name beside them, and 'View all' for its whole product list.
 */
export default function CategoryDrawerPanel({ open, onClose: close }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('mall');
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const tree = useCategoryTree();
  const categories = tree.data ?? [];
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = categories.find((c) => c.categoryId === activeId) ?? categories[0];
  const { pathname } = useLocation();

  return (
    <Drawer
      open={open}
      onClose={close}
      size="min(100vw, 440px)"
      placement={direction === 'rtl' ? 'right' : 'left'}
      title={t('categories.title')}
      styles={{ body: { padding: 0 } }}
    >
      {tree.isPending ? (
        <Spin className={styles.drawerLoading} />
      ) : !active ? (
        <Empty description={t('messages:errors.notFound')} />
      ) : (
        <div className={styles.drawerBody} data-testid="category-drawer">
          <nav className={styles.rail}>
            {categories.map((category) => (
              <button
                key={category.categoryId}
                type="button"
                className={`${styles.railItem} ${category === active ? styles.railCurrent : ''}`}
                onClick={() => setActiveId(category.categoryId)}
              >
                {category.name}
              </button>
            ))}
          </nav>
          <div className={styles.pane} onClick={(event) => (event.target as HTMLElement).closest('a') && close()}>
            <Link to={categoryListPath(active)} className={styles.paneViewAll} data-testid="category-view-all">
              {t('categories.viewAll')} <RightOutlined />
            </Link>
            {active.childList.map((group) => (
              <section key={group.categoryId} className={styles.paneGroup}>
                <Link to={categoryPickTarget(group, pathname)} className={styles.paneGroupTitle} data-testid="category-drawer-level2">
                  {group.name} <RightOutlined />
                </Link>
                <div className={styles.tiles}>
                  {(group.childList.length > 0 ? group.childList : [group]).map((leaf) => (
                    <Link key={leaf.categoryId} to={leaf === group ? categoryPickTarget(group, pathname) : categoryListPath(leaf)} className={styles.tile}>
                      <span className={styles.tileImage}>{leaf.imgUrl && <img src={leaf.imgUrl} alt="" loading="lazy" />}</span>
                      <span className={styles.tileName}>{leaf.name}</span>
                    </Link>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      )}
    </Drawer>
  );
}
