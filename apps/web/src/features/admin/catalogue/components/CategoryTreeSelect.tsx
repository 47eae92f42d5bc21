import { CATEGORY_LEVELS, type AdminCategory } from '@threadway/contracts';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../api/categories';

interface Props extends Omit<TreeSelectProps<number>, 'treeData'> {
  /** 'product': only third-level categories can be chosen; 'parent': only levels 1 and 2, never `exclude` or under it. */
  purpose: 'product' | 'parent' | 'filter';
  exclude?: number;
}

interface Node {
  value: number;
  title: string;
  disabled: boolean;
  children: Node[];
}

/** The category tree as a searchable select, with the levels a use allows enabled. */
export function CategoryTreeSelect({ purpose, exclude, ...props }: Props) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const toNodes = (categories: AdminCategory[], excluded: boolean): Node[] =>
    categories.map((c) => {
      const out = excluded || c.id === exclude;
      const disabled = purpose === 'product' ? c.level !== CATEGORY_LEVELS : purpose === 'parent' ? out || c.level >= CATEGORY_LEVELS : false;
      return { value: c.id, title: c.status === 1 ? c.name : `${c.name} (${t('admin:catalogue.common.disabled')})`, disabled, children: toNodes(c.children, out) };
    });
  return (
    <TreeSelect<number>
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      treeDefaultExpandAll={purpose !== 'filter'}
      loading={tree.isLoading}
      treeData={toNodes(tree.data ?? [], false)}
      placeholder={t(purpose === 'parent' ? 'admin:catalogue.categories.topLevel' : 'admin:catalogue.common.chooseCategory')}
      popupMatchSelectWidth={false}
      {...props}
    />
  );
}
