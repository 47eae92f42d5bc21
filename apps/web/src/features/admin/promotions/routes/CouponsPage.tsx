import { SendOutlined, StopOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminCouponTemplate } from '@threadway/contracts';
import { Alert, Button, Card, Popconfirm, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { RowActions } from '../../catalogue/components/RowActions';
import { Thumb } from '../../catalogue/components/Thumb';
import { useNotify } from '../../catalogue/components/useNotify';
import { COUPONS_PAGE_SIZE, useCouponTemplates, useWithdrawCouponTemplate } from '../api/coupons';
import { ActiveBadge } from '../components/ActiveBadge';
import { useCouponTerms } from '../components/terms';
import { Validity } from '../components/Validity';
import { CouponFormModal } from './coupons/CouponFormModal';
import { IssueCouponModal } from './coupons/IssueCouponModal';
import '../../catalogue/catalogue.css';
import '../promotions.css';

const FILTERS = ['all', 1, 0] as const;

/** Coupon templates (spec 3 'Coupon ticket'): what they take off, when, on what; issuing them to sellers; withdrawing them. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const terms = useCouponTerms();
  const notify = useNotify();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(1);
  const coupons = useCouponTemplates(filter === 'all' ? undefined : filter, page);
  const withdraw = useWithdrawCouponTemplate();
  const [editing, setEditing] = useState<AdminCouponTemplate | 'new' | null>(null);
  const [issuing, setIssuing] = useState<AdminCouponTemplate | null>(null);

  const columns: TableColumnsType<AdminCouponTemplate> = [
    {
      key: 'name',
      title: t('admin:promotions.coupons.name'),
      render: (_, c) => (
        <span className="tw-cat-name">
          <Thumb src={c.logoUrl} />
          <span>
            <strong>{c.name}</strong>
            <span>
              <Tag color="gold" className="tw-promo-offer">
                {terms.offer(c)}
              </Tag>
              <Typography.Text type="secondary" className="tw-cat-sub">
                {terms.condition(c)}
              </Typography.Text>
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'scope',
      title: t('admin:promotions.coupons.scope'),
      className: 'tw-promo-scope',
      responsive: ['lg'],
      render: (_, c) => (
        <span className="tw-cat-stack">
          {terms.scope(c)}
          <Typography.Text type="secondary" className="tw-cat-sub">
            {c.kkProductIds.length > 0 ? `${t('admin:promotions.coupons.productCount', { count: c.kkProductIds.length })} · ` : ''}
            {terms.stacking(c)}
          </Typography.Text>
        </span>
      ),
    },
    { key: 'validity', title: t('admin:promotions.common.validity'), className: 'tw-admin-nowrap', responsive: ['md'], render: (_, c) => <Validity start={c.usableStartTime} end={c.usableEndTime} /> },
    {
      key: 'issued',
      title: t('admin:promotions.coupons.issued'),
      align: 'end',
      responsive: ['md'],
      render: (_, c) => (
        <span className="tw-cat-stack">
          <span className="tw-admin-mono">{c.issuedCount}</span>
          <Typography.Text type="secondary" className="tw-cat-sub">
            {t('admin:promotions.coupons.usedCount', { count: c.usedCount })}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('admin:catalogue.common.status'),
      responsive: ['sm'],
      render: (_, c) => <ActiveBadge status={c.status} activeLabel={t('admin:promotions.common.active')} offLabel={t('admin:promotions.coupons.withdrawn')} />,
    },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, c) => (
        <RowActions testId={`coupon-${c.id}`} onEdit={() => setEditing(c)}>
          {c.status === 1 && (
            <>
              <Button size="small" icon={<SendOutlined />} onClick={() => setIssuing(c)} data-testid={`coupon-${c.id}-issue`}>
                {t('admin:promotions.coupons.issue')}
              </Button>
              <Popconfirm
                title={t('admin:promotions.coupons.withdrawConfirm')}
                okText={t('admin:promotions.coupons.withdraw')}
                cancelText={t('admin:actions.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => notify(withdraw.mutateAsync(c.id))}
              >
                <Button size="small" danger icon={<StopOutlined />} data-testid={`coupon-${c.id}-withdraw`}>
                  {t('admin:promotions.coupons.withdraw')}
                </Button>
              </Popconfirm>
            </>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="coupon-create">
            {t('admin:promotions.coupons.create')}
          </Button>
        }
      >
        {t('admin:promotions.coupons.intro')}
      </PageIntro>
      {coupons.error && <Alert type="error" showIcon title={coupons.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <div className="tw-cat-scroll">
            <Segmented
              value={filter}
              onChange={(value) => {
                setFilter(value);
                setPage(1);
              }}
              options={FILTERS.map((v) => ({ value: v, label: t(`admin:promotions.coupons.filters.${v}`) }))}
              data-testid="coupon-filter"
            />
          </div>
        </div>
        <Table<AdminCouponTemplate>
          rowKey="id"
          columns={columns}
          dataSource={coupons.data?.list}
          loading={coupons.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(c) => ({ 'data-testid': `coupon-row-${c.name}` }) as object}
          pagination={{
            current: page,
            pageSize: COUPONS_PAGE_SIZE,
            total: coupons.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('admin:catalogue.common.total', { count: total }),
            onChange: setPage,
          }}
        />
      </Card>
      {editing && <CouponFormModal coupon={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
      {issuing && <IssueCouponModal coupon={issuing} onClosed={() => setIssuing(null)} />}
    </>
  );
}
