import { PlusOutlined } from '@ant-design/icons';
import type { AdminCategory, CategoryInput } from '@threadway/contracts';
import { categoryUrlRule, CATEGORY_LEVELS, adminRequiredText } from '@threadway/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useCategoryTree, useDeleteCategory, useSaveCategory } from '../api/categories';
import { CategoryTreeSelect } from '../components/CategoryTreeSelect';
import type { Widen } from '../api/mutation';
import { FormModal } from '../components/FormModal';
import { LocalizedNames } from '../components/LocalizedNames';
import { MediaUrlInput, optionalLinkRule } from '../components/MediaUrlInput';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { Thumb } from '../components/Thumb';
import { useNotify } from '../components/useNotify';
import '../catalogue.css';

type Row = Omit<AdminCategory, 'children'> & { children?: Row[] };
/** Empty child lists become none, so leaves show no expand button. */
const toRows = (nodes: AdminCategory[]): Row[] => nodes.map(({ children, ...node }) => ({ ...node, children: children.length ? toRows(children) : undefined }));

/** 'new' (optionally under a parent) or the category to edit. */
type Editing = { parentId: number | null } | AdminCategory | null;

/** A URL segment suggested from the name: 'Summer Dresses' -> 'summer-dresses'. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** The three-level category tree: products hang on level 3; names per language, URL, picture, order, status. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const remove = useDeleteCategory();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  // The top level starts open; a branch opens when a category is added under it.
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const open = expanded ?? (tree.data ?? []).map((c) => c.id);
  const addUnder = (parentId: number) => {
    setExpanded([...new Set([...open, parentId])]);
    setEditing({ parentId });
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('admin:catalogue.common.name'),
      render: (_, c) => (
        <span className="tw-cat-name">
          <Thumb src={c.imgUrl} />
          <span>
            <strong>{c.name}</strong>
            <Typography.Text type="secondary" className="tw-admin-mono tw-cat-sub">
              /{c.categoryUrl}
            </Typography.Text>
          </span>
        </span>
      ),
    },
    { key: 'level', title: t('admin:catalogue.categories.level'), className: 'tw-admin-nowrap', responsive: ['md'], render: (_, c) => <Tag>{t('admin:catalogue.categories.levelN', { level: c.level })}</Tag> },
    { key: 'products', title: t('admin:catalogue.categories.products'), align: 'end', responsive: ['sm'], render: (_, c) => c.productCount },
    { key: 'sort', dataIndex: 'sort', title: t('admin:catalogue.common.sort'), align: 'end', responsive: ['lg'] },
    { key: 'status', title: t('admin:catalogue.common.status'), className: 'tw-admin-nowrap', responsive: ['md'], render: (_, c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, c) => (
        <RowActions testId={`category-${c.categoryUrl}`} onEdit={() => setEditing(c as AdminCategory)} onDelete={() => notify(remove.mutateAsync(c.id))}>
          {c.level < CATEGORY_LEVELS && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => addUnder(c.id)} data-testid={`category-${c.categoryUrl}-add`}>
              {t('admin:catalogue.categories.addChild')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })} data-testid="category-create">
            {t('admin:catalogue.categories.create')}
          </Button>
        }
      >
        {t('admin:catalogue.categories.intro')}
      </PageIntro>
      {tree.error && <Alert type="error" showIcon title={tree.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Row>
          rowKey="id"
          columns={columns}
          dataSource={toRows(tree.data ?? [])}
          loading={tree.isLoading}
          pagination={false}
          expandable={{ expandedRowKeys: open, onExpandedRowsChange: (keys) => setExpanded(keys) }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {editing && <CategoryFormModal editing={editing} onClosed={() => setEditing(null)} />}
    </>
  );
}

function CategoryFormModal({ editing, onClosed }: { editing: NonNullable<Editing>; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const existing = 'id' in editing ? editing : undefined;
  return (
    <FormModal<Widen<CategoryInput>>
      testId="category"
      title={existing ? t('admin:catalogue.categories.editTitle', { name: existing.name }) : t('admin:catalogue.categories.create')}
      initialValues={existing ? { ...existing, imgUrl: existing.imgUrl ?? '' } : { parentId: editing.parentId, status: 1, sort: 0, names: {} }}
      submit={(values) => save.mutateAsync({ id: existing?.id, input: { ...values, parentId: values.parentId ?? null } })}
      onClosed={onClosed}
    >
      {(form) => (
        <>
          <Form.Item name="name" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(120), t)]}>
            <Input
              data-testid="category-name"
              onChange={(e) => {
                // A new category's URL follows its name until someone edits the URL.
                if (!existing && !form.isFieldTouched('categoryUrl')) form.setFieldValue('categoryUrl', slug(e.target.value));
              }}
            />
          </Form.Item>
          <Form.Item name="categoryUrl" label={t('admin:catalogue.categories.url')} extra={t('admin:catalogue.categories.urlHint')} rules={[zodRule(categoryUrlRule, t)]}>
            <Input prefix="/" className="tw-admin-mono" data-testid="category-url" />
          </Form.Item>
          <Form.Item name="parentId" label={t('admin:catalogue.categories.parent')} extra={t('admin:catalogue.categories.parentHint')}>
            <CategoryTreeSelect purpose="parent" exclude={existing?.id} data-testid="category-parent" />
          </Form.Item>
          <Form.Item name="imgUrl" label={t('admin:catalogue.common.image')} rules={[optionalLinkRule(t)]}>
            <MediaUrlInput />
          </Form.Item>
          <div className="tw-cat-inline">
            <Form.Item name="sort" label={t('admin:catalogue.common.sort')} extra={t('admin:catalogue.common.sortHint')}>
              <InputNumber precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item name="status" label={t('admin:catalogue.common.status')}>
              <StatusSwitch />
            </Form.Item>
          </div>
          <LocalizedNames />
        </>
      )}
    </FormModal>
  );
}
