import { PlusOutlined } from '@ant-design/icons';
import { NAV_MENU_TYPES, adminRequiredText, type AdminNavItem, type NavItemInput } from '@threadway/contracts';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Table, Tag, TreeSelect, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useDeleteNavItem, useNavigation, useSaveNavItem } from '../api/navigation';
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

type Row = Omit<AdminNavItem, 'children'> & { children?: Row[] };
const toRows = (items: AdminNavItem[]): Row[] => items.map(({ children, ...item }) => ({ ...item, children: children.length ? toRows(children) : undefined }));

/** The mall header's custom navigation: a tree of links with badges; a disabled item shows but is not clickable. */
export default function NavigationPage() {
  const { t } = useTranslation();
  const nav = useNavigation();
  const remove = useDeleteNavItem();
  const notify = useNotify();
  const [editing, setEditing] = useState<{ parentId: number | null } | AdminNavItem | null>(null);

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('admin:catalogue.common.name'),
      render: (_, n) => (
        <span className="tw-cat-name">
          {n.imgUrl && <Thumb src={n.imgUrl} />}
          <strong>{n.name}</strong>
          {n.labelImgUrl && <img src={n.labelImgUrl} alt="" className="tw-cat-thumb tw-cat-thumb--tiny" />}
        </span>
      ),
    },
    { key: 'link', title: t('admin:catalogue.common.link'), responsive: ['md'], render: (_, n) => <Typography.Text className="tw-admin-mono">{n.linkUrl ?? '—'}</Typography.Text> },
    { key: 'type', title: t('admin:catalogue.navigation.menuType'), responsive: ['lg'], render: (_, n) => <Tag>{t(`admin:catalogue.navigation.menuTypes.${n.menuType}`)}</Tag> },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['sm'], render: (_, n) => <StatusBadge status={n.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, n) => (
        <RowActions testId={`nav-${n.id}`} onEdit={() => setEditing(n as AdminNavItem)} onDelete={() => notify(remove.mutateAsync(n.id))}>
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: n.id })} aria-label={t('admin:catalogue.navigation.addChild')} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: null })} data-testid="nav-create">
            {t('admin:catalogue.navigation.create')}
          </Button>
        }
      >
        {t('admin:catalogue.navigation.intro')}
      </PageIntro>
      {nav.error && <Alert type="error" showIcon title={nav.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<Row> rowKey="id" key={nav.data ? 'loaded' : 'loading'} columns={columns} dataSource={toRows(nav.data ?? [])} loading={nav.isLoading} pagination={false} expandable={{ defaultExpandAllRows: true }} scroll={{ x: 'max-content' }} />
      </Card>
      {editing && <NavItemFormModal editing={editing} tree={nav.data ?? []} onClosed={() => setEditing(null)} />}
    </>
  );
}

interface TreeOption {
  value: number;
  title: string;
  disabled: boolean;
  children: TreeOption[];
}

function NavItemFormModal({ editing, tree, onClosed }: { editing: { parentId: number | null } | AdminNavItem; tree: AdminNavItem[]; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveNavItem();
  const item = 'id' in editing ? editing : undefined;
  // An item cannot go under itself or its own children.
  const options = (items: AdminNavItem[], inside = false): TreeOption[] =>
    items.map((n) => ({ value: n.id, title: n.name, disabled: inside || n.id === item?.id, children: options(n.children, inside || n.id === item?.id) }));
  return (
    <FormModal<Widen<NavItemInput>>
      testId="nav"
      title={item ? t('admin:catalogue.navigation.editTitle', { name: item.name }) : t('admin:catalogue.navigation.create')}
      initialValues={
        item
          ? { ...item, imgUrl: item.imgUrl ?? '', labelImgUrl: item.labelImgUrl ?? '', linkUrl: item.linkUrl ?? '' }
          : { parentId: editing.parentId, status: 1, menuType: 1, sort: 0, names: {}, imgUrl: '', labelImgUrl: '', linkUrl: '' }
      }
      submit={(values) => save.mutateAsync({ id: item?.id, input: { ...values, parentId: values.parentId ?? null } })}
      onClosed={onClosed}
    >
      <Form.Item name="name" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(120), t)]}>
        <Input data-testid="nav-name" />
      </Form.Item>
      <Form.Item name="parentId" label={t('admin:catalogue.navigation.parent')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={options(tree)} placeholder={t('admin:catalogue.navigation.topLevel')} />
      </Form.Item>
      <Form.Item name="linkUrl" label={t('admin:catalogue.common.link')} extra={t('admin:catalogue.common.linkHint')} rules={[optionalLinkRule(t)]}>
        <Input data-testid="nav-link" />
      </Form.Item>
      <Form.Item name="menuType" label={t('admin:catalogue.navigation.menuType')}>
        <Select options={NAV_MENU_TYPES.map((v) => ({ value: v, label: t(`admin:catalogue.navigation.menuTypes.${v}`) }))} />
      </Form.Item>
      <Form.Item name="imgUrl" label={t('admin:catalogue.common.image')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
      <Form.Item name="labelImgUrl" label={t('admin:catalogue.navigation.label')} extra={t('admin:catalogue.navigation.labelHint')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
      <div className="tw-cat-inline">
        <Form.Item name="sort" label={t('admin:catalogue.common.sort')}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={t('admin:catalogue.common.status')} extra={t('admin:catalogue.navigation.statusHint')}>
          <StatusSwitch />
        </Form.Item>
      </div>
      <LocalizedNames />
    </FormModal>
  );
}
