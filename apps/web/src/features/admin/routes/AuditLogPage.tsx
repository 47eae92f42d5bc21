import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuditLog, type AuditEntry } from '../api/audit';
import { useOperators } from '../api/operators';
import { PageIntro } from '../components/PageIntro';
import { useDateTime } from '../format';

/** Colour of each kind of action; unknown kinds (added later by the server) stay neutral. */
const ACTION_COLORS: Record<string, string> = {
  'login.failed': 'red',
  'operator.create': 'blue',
  'operator.update': 'geekblue',
  'maintenance.on': 'volcano',
  'maintenance.off': 'green',
  'currency.rate': 'gold',
};
/** i18n keys cannot contain the dots of action names. */
const actionKey = (action: string) => `admin:audit.actions.${action.replaceAll('.', '_')}`;
const OPERATOR_SUBJECTS = new Set(['operator.create', 'operator.update']);

/** The last 100 back-office actions (admin only), newest first, with operator ids resolved to names. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const log = useAuditLog();
  const operators = useOperators();
  const nameOf = (id: number | null) => (id === null ? '—' : (operators.data?.find((o) => o.id === id)?.fullName ?? `#${id}`));
  const actions = [...new Set((log.data ?? []).map((e) => e.action))];

  const columns: TableColumnsType<AuditEntry> = [
    { key: 'when', title: t('admin:audit.when'), className: 'tw-admin-nowrap', render: (_, e) => dateTime(e.createdAt) },
    { key: 'operator', title: t('admin:audit.operator'), responsive: ['sm'], render: (_, e) => nameOf(e.operatorId) },
    {
      key: 'action',
      title: t('admin:audit.action'),
      filters: actions.map((a) => ({ text: t(actionKey(a), { defaultValue: a }), value: a })),
      onFilter: (value, e) => e.action === value,
      render: (_, e) => <Tag color={ACTION_COLORS[e.action]}>{t(actionKey(e.action), { defaultValue: e.action })}</Tag>,
    },
    {
      key: 'subject',
      title: t('admin:audit.subject'),
      // Operator changes name the operator by id; show who it was.
      render: (_, e) => (OPERATOR_SUBJECTS.has(e.action) && e.subject ? nameOf(Number(e.subject)) : (e.subject ?? '—')),
    },
    {
      key: 'detail',
      title: t('admin:audit.detail'),
      responsive: ['md'],
      render: (_, e) =>
        e.detail ? (
          <Typography.Text className="tw-admin-mono" ellipsis={{ tooltip: e.detail }} style={{ maxWidth: 320 }}>
            {e.detail}
          </Typography.Text>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void log.refetch()} loading={log.isFetching}>
            {t('admin:actions.refresh')}
          </Button>
        }
      >
        {t('admin:audit.intro')}
      </PageIntro>
      {log.error && <Alert type="error" showIcon title={log.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<AuditEntry>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={log.data}
          loading={log.isLoading}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </>
  );
}
