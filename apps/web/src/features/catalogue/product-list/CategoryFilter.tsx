import type { CategoryNode } from '@threadway/contracts';
import { Skeleton, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { categoryTrail, useCategoryTree } from '../api/categories';
import styles from './ProductList.module.css';

const toTreeData = (nodes: readonly CategoryNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.categoryUrl, title: node.name, children: node.childList.length > 0 ? toTreeData(node.childList) : undefined }));

interface Props {
  categoryUrl: string | null;
  /** Picks a category in place (spec 2.2); null shows every category. */
  onChange: (categoryUrl: string | null) => void;
}

/** The category tree of the filter panel, opened down to the chosen category. */
export function CategoryFilter({ categoryUrl, onChange }: Props) {
  const { t } = useTranslation('catalogue');
  const tree = useCategoryTree();
  if (tree.isPending) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  const trail = categoryUrl ? categoryTrail(tree.data ?? [], categoryUrl) : [];
  return (
    <div data-testid="category-filter">
      <button type="button" className={`${styles.allCategories} ${categoryUrl ? '' : styles.allCategoriesActive}`} onClick={() => onChange(null)}>
        {t('list.allCategories')}
      </button>
      <Tree
        key={categoryUrl ?? ''}
        className={styles.tree}
        blockNode
        treeData={toTreeData(tree.data ?? [])}
        selectedKeys={categoryUrl ? [categoryUrl] : []}
        defaultExpandedKeys={trail.map((node) => node.categoryUrl)}
        onSelect={(keys, info) => onChange(info.selected ? String(keys[0]) : categoryUrl)}
      />
    </div>
  );
}
