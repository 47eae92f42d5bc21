import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { AdminStationLetter } from '@threadway/contracts/notifications/schemas';
import { Alert, Button, Card, Popconfirm, Segmented, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { PageIntro } from '../../components/PageIntro';
import { RowActions } from '../../catalogue/components/RowActions';
import { useNotify } from '../../catalogue/components/useNotify';
import { LETTERS_PAGE_SIZE, useDeleteLetter, usePublishLetter, useStationLetters } from '../api/letters';
import { LetterFormModal } from '../components/LetterFormModal';
import '../../catalogue/catalogue.css';

const STATE_COLOURS = { draft: 'default', scheduled: 'blue', sent: 'green' } as const;

/** Station letters (spec 3 Notification): write, schedule, publish, edit and delete; who read them. */
export default function StationLettersPage() {
  const { t } = useTranslation('notifications');
  const notify = useNotify();
  const [type, setType] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const letters = useStationLetters(type, page);
  const publish = usePublishLetter();
  const remove = useDeleteLetter();
  const [editing, setEditing] = useState<AdminStationLetter | 'new' | null>(null);

  const columns: TableColumnsType<AdminStationLetter> = [
    {
      key: 'title',
      title: t('backOffice.titleField'),
      render: (_, l) => (
        <span>
          <Tag color={l.type === 2 ? 'purple' : 'geekblue'}>{t(`backOffice.types.${l.type}`)}</Tag>
          <strong>{l.title}</strong>
        </span>
      ),
    },
    {
      key: 'audience',
      title: t('backOffice.audience'),
      responsive: ['md'],
      render: (_, l) =>
        l.allSellers ? (
          t('backOffice.allSellers')
        ) : (
          <Tooltip title={l.recipients.map((r) => r.email).join(', ')}>{t('backOffice.sellerCount', { count: l.recipients.length })}</Tooltip>
        ),
    },
    {
      key: 'state',
      title: t('backOffice.state'),
      render: (_, l) => (
        <span className="tw-admin-nowrap" data-testid={`letter-state-${l.id}`}>
          <Tag color={STATE_COLOURS[l.state]}>{t(`backOffice.states.${l.state}`)}</Tag>
          {l.sendTime && l.state !== 'draft' ? formatDateTime(l.sendTime) : null}
        </span>
      ),
    },
    { key: 'reads', title: t('backOffice.reads'), align: 'end', responsive: ['sm'], render: (_, l) => <span className="tw-admin-mono">{l.readCount}</span> },
    { key: 'updated', title: t('backOffice.updated'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, l) => formatDateTime(l.updatedAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('backOffice.actions')}</span>,
      align: 'end',
      render: (_, l) => (
        <RowActions testId={`letter-${l.id}`} onEdit={() => setEditing(l)} onDelete={() => notify(remove.mutateAsync(l.id))}>
          {l.state !== 'sent' && (
            <Popconfirm title={t('backOffice.publishConfirm')} okText={t('backOffice.publish')} cancelText={t('backOffice.cancel')} onConfirm={() => notify(publish.mutateAsync(l.id))}>
              <Button size="small" type="primary" icon={<SendOutlined />} data-testid={`letter-${l.id}-publish`}>
                {t('backOffice.publish')}
              </Button>
            </Popconfirm>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="letter-create">
            {t('backOffice.create')}
          </Button>
        }
      >
        {t('backOffice.intro')}
      </PageIntro>
      {letters.error && <Alert type="error" showIcon title={letters.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Segmented
            value={type ?? 0}
            onChange={(value) => {
              setType(value === 0 ? undefined : Number(value));
              setPage(1);
            }}
            options={[
              { value: 0, label: t('backOffice.allTypes') },
              { value: 1, label: t('backOffice.types.1') },
              { value: 2, label: t('backOffice.types.2') },
            ]}
            data-testid="letter-type-filter"
          />
        </div>
        <Table<AdminStationLetter>
          rowKey="id"
          columns={columns}
          dataSource={letters.data?.list}
          loading={letters.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(l) => ({ 'data-testid': `letter-row-${l.id}` }) as object}
          locale={{ emptyText: t('empty') }}
          pagination={{
            current: page,
            pageSize: LETTERS_PAGE_SIZE,
            total: letters.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </Card>
      {editing && <LetterFormModal letter={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
    </>
  );
}
