import { DownOutlined } from '@ant-design/icons';
import type { NavItem } from '@threadway/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavItemLink, useCustomEntries } from './CustomNav';
import styles from './navigation.module.css';

/** One entry and, once unfolded, its children. */
function TreeEntry({ item, depth }: { item: NavItem; depth: number }) {
  const { t } = useTranslation('mall');
  const [unfold, setUnfold] = useState(false);
  const children = item.child ?? [];
  return (
    <li>
      <div className={styles.treeRow} style={{ paddingInlineStart: depth * 16 }}>
        {children.length > 0 && !item.linkUrl ? (
          // A heading without a page of its own: tapping its name unfolds it.
          <button type="button" className={`${styles.treeLink} ${styles.treeHeading}`} onClick={() => setUnfold((u) => !u)}>
            {item.name}
          </button>
        ) : (
          <NavItemLink item={item} className={styles.treeLink} />
        )}
        {children.length > 0 && (
          <button type="button" className={`${styles.treeToggle} ${unfold ? styles.unfolded : ''}`} aria-expanded={unfold} aria-label={t('nav.toggle', { name: item.name })} onClick={() => setUnfold((u) => !u)}>
            <DownOutlined />
          </button>
        )}
      </div>
      {children.length > 0 && unfold && (
        <ul className={styles.tree}>
          {children.map((child) => (
            <TreeEntry key={child.id} item={child} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The custom navigation as a tree of up to three levels in the mobile menu (spec 2.2), less what `shown` already lists. */
export function MobileNavTree({ shown }: { shown: readonly string[] }) {
  const data = useCustomEntries(shown);
  if (data.length === 0) return null;
  return (
    <ul className={styles.tree} data-testid="custom-nav-tree">
      {data.map((item) => (
        <TreeEntry key={item.id} item={item} depth={0} />
      ))}
    </ul>
  );
}
