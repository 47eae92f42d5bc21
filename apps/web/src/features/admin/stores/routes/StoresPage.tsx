import { Alert, App, Button, Card, Form, InputNumber, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { useAdminStores, useDisconnectStore, type AdminStore } from '../api/stores';

/**
 * /admin/stores (support): sellers' connected stores, read-only with their authorization, by
 * seller id or the newest of all; Disconnect drops a store's credentials, so it shows
 * Unauthorized until its seller authorizes again (decision 0019). Every disconnect is audited.
 */
export default function StoresPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const [userId, setUserId] = useState<number | null>(null);
  const stores = useAdminStores(userId);
  const disconnect = useDisconnectStore();

  const runDisconnect = async (store: AdminStore) => {
    try {
      await disconnect.mutateAsync(store.storeId);
      message.success(t('admin:stores.disconnected', { name: store.storeName }));
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('admin:stores.failed'));
    }
  };

  const columns: TableColumnsType<AdminStore> = [
    {
      key: 'store',
      title: t('admin:stores.columns.store'),
      render: (_, s) => (
        <>
          <strong>{s.storeName}</strong>
          <div className="tw-admin-mono" style={{ color: '#777' }} dir="ltr">
            {s.storeUrl}
          </div>
        </>
      ),
    },
    { key: 'platform', title: t('admin:stores.columns.platform'), render: (_, s) => s.platformName },
    { key: 'seller', title: t('admin:stores.columns.seller'), responsive: ['sm'], render: (_, s) => <span className="tw-admin-mono">{s.userId}</span> },
    {
      key: 'state',
      title: t('admin:stores.columns.state'),
      render: (_, s) => (
        <>
          <Tag color={s.authorized ? 'green' : 'red'} data-testid="admin-store-authorized">
            {s.authorized ? t('admin:stores.authorized') : t('admin:stores.unauthorized')}
          </Tag>
          <Tag>{s.enabled ? t('admin:stores.active') : t('admin:stores.deactivated')}</Tag>
        </>
      ),
    },
    { key: 'created', title: t('admin:stores.columns.created'), className: 'tw-admin-nowrap', responsive: ['lg'], render: (_, s) => dateTime(s.createdAt) },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, s) =>
        s.authorized && (
          <Popconfirm title={t('admin:stores.disconnectConfirm')} okText={t('admin:stores.disconnect')} okButtonProps={{ danger: true }} cancelText={t('admin:stores.cancel')} onConfirm={() => runDisconnect(s)}>
            <Button size="small" danger data-testid={`admin-store-disconnect-${s.storeId}`}>
              {t('admin:stores.disconnect')}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <>
      <PageIntro>{t('admin:stores.intro')}</PageIntro>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }} onFinish={({ seller }: { seller?: number | null }) => setUserId(seller ?? null)}>
        <Form.Item name="seller" label={t('admin:stores.sellerId')}>
          <InputNumber min={1} precision={0} controls={false} style={{ width: 160 }} data-testid="admin-stores-seller" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="admin-stores-search">
          {t('admin:stores.search')}
        </Button>
      </Form>
      {stores.error && <Alert type="error" showIcon title={stores.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table rowKey="storeId" columns={columns} dataSource={stores.data ?? []} loading={stores.isPending} pagination={{ pageSize: 50, hideOnSinglePage: true }} locale={{ emptyText: t('admin:stores.empty') }} data-testid="admin-stores" />
      </Card>
    </>
  );
}
