import { EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Operator } from '@threadway/contracts';
import { Alert, Badge, Button, Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperators } from '../api/operators';
import { OperatorAvatar } from '../components/OperatorAvatar';
import { OperatorFormModal } from '../components/OperatorFormModal';
import { PageIntro } from '../components/PageIntro';
import { RoleTags } from '../components/RoleTags';
import { useDateTime } from '../format';
import { useOperatorSession } from '../session';

/** 'new' opens the create form, an operator opens its edit form. */
type Editing = 'new' | Operator | null;

/** Operators of the back office (admin only): who they are, their roles, and whether they may sign in. */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const date = useDateTime(false);
  const me = useOperatorSession()?.operator;
  const operators = useOperators();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);

  const needle = search.trim().toLowerCase();
  const rows = (operators.data ?? []).filter((o) => !needle || o.fullName.toLowerCase().includes(needle) || o.email.includes(needle));
  const columns: TableColumnsType<Operator> = [
    {
      key: 'name',
      title: t('admin:operators.name'),
      sorter: (a, b) => a.fullName.localeCompare(b.fullName),
      render: (_, o) => (
        <Space>
          <OperatorAvatar name={o.fullName} dimmed={!o.active} />
          <span>{o.fullName}</span>
          {o.id === me?.id && <Tag>{t('admin:operators.you')}</Tag>}
        </Space>
      ),
    },
    { key: 'email', dataIndex: 'email', title: t('admin:operators.email'), responsive: ['md'] },
    { key: 'roles', title: t('admin:operators.roles'), render: (_, o) => <RoleTags roles={o.roles} /> },
    {
      key: 'status',
      title: t('admin:operators.status'),
      className: 'tw-admin-nowrap',
      render: (_, o) => <Badge status={o.active ? 'success' : 'default'} text={t(o.active ? 'admin:operators.active' : 'admin:operators.disabled')} />,
    },
    { key: 'lastLogin', title: t('admin:operators.lastLogin'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, o) => dateTime(o.lastLoginAt) },
    { key: 'created', title: t('admin:operators.created'), className: 'tw-admin-nowrap', responsive: ['lg'], sorter: (a, b) => a.createdAt.localeCompare(b.createdAt), render: (_, o) => date(o.createdAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, o) => (
        <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(o)} data-testid="operator-edit" aria-label={t('admin:operators.editAria', { name: o.fullName })}>
          {t('admin:actions.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="operator-create">
            {t('admin:operators.create')}
          </Button>
        }
      >
        {t('admin:operators.intro')}
      </PageIntro>
      {operators.error && <Alert type="error" showIcon title={operators.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Input allowClear prefix={<SearchOutlined />} placeholder={t('admin:operators.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 320 }} />
        </div>
        <Table<Operator> rowKey="id" columns={columns} dataSource={rows} loading={operators.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
      {editing && <OperatorFormModal operator={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
    </>
  );
}
