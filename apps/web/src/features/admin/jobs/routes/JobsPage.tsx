import type { JobQueueSummary, TroubledJob } from '@threadway/contracts';
import { Alert, App, Button, Card, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { useJobsOverview, useRetryJob } from '../api/jobs';

/**
 * /admin/jobs (fulfilment and administrators): the durable job queues (decision 0023) with their
 * counts, the jobs failing now (their queue retries them by itself) and the dead-lettered ones,
 * which ran out of attempts: Retry sends one back to its queue with fresh attempts (audited).
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const overview = useJobsOverview();
  const retry = useRetryJob();

  const runRetry = async (job: TroubledJob) => {
    try {
      await retry.mutateAsync({ queue: job.queue, id: job.id });
      message.success(t('admin:jobs.retried'));
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('admin:jobs.failedRequest'));
    }
  };

  const count = (key: keyof Omit<JobQueueSummary, 'name'>) => ({
    key,
    title: t(`admin:jobs.columns.${key}`),
    align: 'end' as const,
    render: (_: unknown, q: JobQueueSummary) => <span className="tw-admin-mono" data-testid={`admin-job-queue-${key}`}>{q[key]}</span>,
  });
  const queueColumns: TableColumnsType<JobQueueSummary> = [
    { key: 'name', title: t('admin:jobs.columns.queue'), render: (_, q) => <span className="tw-admin-mono" dir="ltr">{q.name}</span> },
    count('waiting'),
    count('active'),
    { ...count('completed'), responsive: ['sm'] },
    count('failed'),
    count('deadLettered'),
  ];

  const jobColumns: TableColumnsType<TroubledJob> = [
    {
      key: 'job',
      title: t('admin:jobs.columns.queue'),
      render: (_, j) => (
        <>
          <span className="tw-admin-mono" dir="ltr">{j.queue}</span>
          <div style={{ marginTop: 4 }}>
            <Tag color={j.state === 'deadLettered' ? 'red' : 'orange'}>{t(`admin:jobs.state.${j.state}`)}</Tag>
          </div>
        </>
      ),
    },
    { key: 'error', title: t('admin:jobs.columns.error'), render: (_, j) => <span className="tw-admin-mono" dir="ltr" style={{ wordBreak: 'break-word' }}>{j.error ?? '—'}</span> },
    { key: 'attempts', title: t('admin:jobs.columns.attempts'), align: 'end', responsive: ['sm'], render: (_, j) => j.attempts },
    { key: 'failedAt', title: t('admin:jobs.columns.failedAt'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, j) => (j.failedAt ? dateTime(j.failedAt) : '—') },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, j) =>
        j.state === 'deadLettered' && (
          <Popconfirm title={t('admin:jobs.retryConfirm')} okText={t('admin:jobs.retry')} cancelText={t('admin:jobs.cancel')} onConfirm={() => runRetry(j)}>
            <Button size="small" data-testid={`admin-job-retry-${j.id}`}>
              {t('admin:jobs.retry')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageIntro>{t('admin:jobs.intro')}</PageIntro>
      {overview.error && <Alert type="error" showIcon title={overview.error.message} style={{ marginBottom: 16 }} />}
      <Card title={t('admin:jobs.queues')} styles={{ body: { padding: 0 } }} style={{ marginBottom: 16 }}>
        <Table rowKey="name" size="small" columns={queueColumns} dataSource={overview.data?.queues ?? []} loading={overview.isPending} pagination={false} scroll={{ x: 'max-content' }} onRow={(q) => ({ 'data-testid': `admin-job-queue-${q.name}` }) as HTMLAttributes<HTMLElement>} data-testid="admin-job-queues" />
      </Card>
      <Card title={t('admin:jobs.troubled')} styles={{ body: { padding: 0 } }}>
        <Table rowKey="id" columns={jobColumns} dataSource={overview.data?.jobs ?? []} loading={overview.isPending} pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t('admin:jobs.empty') }} data-testid="admin-jobs" />
      </Card>
    </>
  );
}
