import { PlusOutlined, SearchOutlined, StopOutlined } from '@ant-design/icons';
import type { AdminPromoCode } from '@threadway/contracts';
import { Alert, Button, Card, Input, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { RowActions } from '../../catalogue/components/RowActions';
import { useNotify } from '../../catalogue/components/useNotify';
import { PROMO_CODES_PAGE_SIZE, useDisablePromoCode, usePromoCodes } from '../api/promo-codes';
import { ActiveBadge } from '../components/ActiveBadge';
import { usePromoTerms } from '../components/terms';
import { Validity } from '../components/Validity';
import { PromoCodeFormModal } from './promo-codes/PromoCodeFormModal';
import '../../catalogue/catalogue.css';
import '../promotions.css';

/** Promo codes (spec 3): what each takes off and when, how often it has been used; search by code; disable. */
export default function PromoCodesPage() {
  const { t } = useTranslation();
  const describe = usePromoTerms();
  const notify = useNotify();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const codes = usePromoCodes(search, page);
  const disable = useDisablePromoCode();
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);

  // The search runs once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim() || undefined);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const columns: TableColumnsType<AdminPromoCode> = [
    { key: 'code', title: t('admin:promotions.promoCodes.code'), render: (_, p) => <strong className="tw-admin-mono">{p.code}</strong> },
    { key: 'offer', title: t('admin:promotions.promoCodes.offer'), render: (_, p) => <Tag color="gold" className="tw-promo-offer">{describe(p)}</Tag> },
    { key: 'validity', title: t('admin:promotions.common.validity'), className: 'tw-admin-nowrap', responsive: ['md'], render: (_, p) => <Validity start={p.startTime} end={p.endTime} /> },
    {
      key: 'usage',
      title: t('admin:promotions.promoCodes.usage'),
      align: 'end',
      responsive: ['sm'],
      render: (_, p) => <span className="tw-admin-mono">{p.usageLimit === null ? t('admin:promotions.promoCodes.usedOfUnlimited', { used: p.usedCount }) : `${p.usedCount} / ${p.usageLimit}`}</span>,
    },
    {
      key: 'status',
      title: t('admin:catalogue.common.status'),
      responsive: ['sm'],
      render: (_, p) => <ActiveBadge status={p.status} activeLabel={t('admin:promotions.common.active')} offLabel={t('admin:promotions.promoCodes.disabled')} />,
    },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, p) => (
        <RowActions testId={`promo-${p.code}`} onEdit={() => setEditing(p)}>
          {p.status === 1 && (
            <Popconfirm
              title={t('admin:promotions.promoCodes.disableConfirm')}
              okText={t('admin:promotions.promoCodes.disable')}
              cancelText={t('admin:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => notify(disable.mutateAsync(p.id))}
            >
              <Button size="small" danger icon={<StopOutlined />} data-testid={`promo-${p.code}-disable`}>
                {t('admin:promotions.promoCodes.disable')}
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="promo-create">
            {t('admin:promotions.promoCodes.create')}
          </Button>
        }
      >
        {t('admin:promotions.promoCodes.intro')}
      </PageIntro>
      {codes.error && <Alert type="error" showIcon title={codes.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('admin:promotions.promoCodes.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="tw-cat-filter"
            data-testid="promo-search"
          />
        </div>
        <Table<AdminPromoCode>
          rowKey="id"
          columns={columns}
          dataSource={codes.data?.list}
          loading={codes.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(p) => ({ 'data-testid': `promo-row-${p.code}` }) as object}
          pagination={{
            current: page,
            pageSize: PROMO_CODES_PAGE_SIZE,
            total: codes.data?.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            showTotal: (total) => t('admin:catalogue.common.total', { count: total }),
            onChange: setPage,
          }}
        />
      </Card>
      {editing && <PromoCodeFormModal code={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
    </>
  );
}
