import type { CategoryNode } from '@threadway/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { categoryTrail, useCategoryTree } from '../api/categories';
import styles from './ProductList.module.css';

interface Props {
  categoryUrl: string | null;
  /** Picks a category in place (spec 2.2); null shows every category. */
  onChange: (categoryUrl: string | null) => void;
}

interface Level {
  nodes: readonly CategoryNode[];
  chosen: string | null;
  open: ReadonlySet<string>;
  onToggle: (categoryUrl: string) => void;
  onPick: (categoryUrl: string) => void;
}

function Nodes({ nodes, chosen, open, onToggle, onPick }: Level) {
  const { t } = useTranslation('catalogue');
  return (
    <ul className={styles.treeLevel}>
      {nodes.map((node) => {
        const parent = node.childList.length > 0;
        const expanded = open.has(node.categoryUrl);
        return (
          <li key={node.categoryUrl}>
            <div className={styles.treeRow}>
              {parent ? (
                <button type="button" className={styles.treeSwitch} aria-expanded={expanded} aria-label={t('list.subcategories', { name: node.name })} onClick={() => onToggle(node.categoryUrl)}>
                  <span className={`${styles.treeCaret} ${expanded ? '' : styles.treeClosed}`} />
                </button>
              ) : (
                <span className={styles.treeSwitch} />
              )}
              <button
                type="button"
                className={`${styles.treeNode} ${node.categoryUrl === chosen ? styles.treeChosen : ''}`}
                aria-pressed={node.categoryUrl === chosen}
                onClick={() => onPick(node.categoryUrl)}
              >
                {node.name}
              </button>
            </div>
            {parent && expanded && <Nodes nodes={node.childList} chosen={chosen} open={open} onToggle={onToggle} onPick={onPick} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The category tree of the filter panel, opened down to the chosen category: plain buttons in
 * nested lists, drawn like Ant Design's Tree (whose code would not fit the page's first-load budget).
 */
export function CategoryFilter(props: Props) {
  // A new category opens the tree down to it afresh, as the Tree keyed by it did.
  return <CategoryTree key={props.categoryUrl ?? ''} {...props} />;
}

function CategoryTree({ categoryUrl, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const tree = useCategoryTree();
  const [open, setOpen] = useState<ReadonlySet<string> | null>(null);
  if (tree.isPending) return <LineSkeleton rows={4} />;
  const trail = categoryUrl ? categoryTrail(tree.data ?? [], categoryUrl) : [];
  const expanded = open ?? new Set(trail.map((node) => node.categoryUrl));
  const toggle = (url: string) => {
    const next = new Set(expanded);
    if (!next.delete(url)) next.add(url);
    setOpen(next);
  };
  return (
    <div data-testid="category-filter">
      <button type="button" className={`${styles.allCategories} ${categoryUrl ? '' : styles.allCategoriesActive}`} onClick={() => onChange(null)}>
        {t('list.allCategories')}
      </button>
      <Nodes nodes={tree.data ?? []} chosen={categoryUrl} open={expanded} onToggle={toggle} onPick={onChange} />
    </div>
  );
}
