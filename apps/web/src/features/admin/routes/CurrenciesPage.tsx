import { EditOutlined } from '@ant-design/icons';
import { convertCents, formatMoney } from '@threadway/contracts';
import { Alert, App, Button, Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencies, useSetRate, type CurrencyInfo } from '../api/currencies';
import { PageIntro } from '../components/PageIntro';
import { RateEditor } from '../components/RateEditor';
import { useDateTime } from '../format';
import { canAccess, useOperatorSession } from '../session';

/** What 100 US dollars show as at this rate, the way sellers will see prices. */
const SAMPLE_CENTS = 10_000;

/** Display currencies and their rates against USD; finance and administrators edit a rate in place. */
export default function CurrenciesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const currencies = useCurrencies();
  const setRate = useSetRate();
  const mayEdit = canAccess(useOperatorSession()?.operator, ['finance']);
  const [editing, setEditing] = useState<string | null>(null);

  const save = (code: string, rate: string) =>
    setRate.mutate(
      { code, rate },
      {
        onSuccess: (envelope) => {
          void message.success(envelope.message);
          setEditing(null);
        },
        onError: (e) => void message.error(e.message),
      },
    );

  const columns: TableColumnsType<CurrencyInfo> = [
    {
      key: 'code',
      title: t('admin:currencies.currency'),
      className: 'tw-admin-nowrap',
      render: (_, c) => (
        <span className="tw-admin-currency">
          <span className="tw-admin-currency__symbol">{c.symbol}</span>
          <strong>{c.code}</strong>
          <Typography.Text type="secondary" className="tw-admin-currency__name">
            {t(`admin:currencies.names.${c.code}`, { defaultValue: '' })}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'rate',
      title: t('admin:currencies.rate'),
      render: (_, c) =>
        editing === c.code ? (
          <RateEditor code={c.code} initial={c.rate} saving={setRate.isPending} onSave={(rate) => save(c.code, rate)} onCancel={() => setEditing(null)} />
        ) : (
          <span className="tw-admin-mono">{c.rate}</span>
        ),
    },
    { key: 'sample', title: t('admin:currencies.sample'), className: 'tw-admin-nowrap', responsive: ['md'], render: (_, c) => <span className="tw-admin-mono">{formatMoney(convertCents(SAMPLE_CENTS, c.rate), c.code)}</span> },
    { key: 'updated', title: t('admin:currencies.updatedAt'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, c) => dateTime(c.updatedAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, c) =>
        c.code === 'USD' ? (
          <Tag>{t('admin:currencies.base')}</Tag>
        ) : (
          mayEdit &&
          editing !== c.code && (
            <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(c.code)} data-testid={`currency-edit-${c.code}`}>
              {t('admin:actions.edit')}
            </Button>
          )
        ),
    },
  ];

  return (
    <>
      <PageIntro>{t('admin:currencies.intro')}</PageIntro>
      {!mayEdit && <Alert type="info" showIcon title={t('admin:currencies.readOnly')} style={{ marginBottom: 16 }} />}
      {currencies.error && <Alert type="error" showIcon title={currencies.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<CurrencyInfo> rowKey="code" columns={columns} dataSource={currencies.data} loading={currencies.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      </Card>
    </>
  );
}
