import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Skeleton } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStores } from '../api/stores';
import { ConnectStoreDialog } from '../components/ConnectStoreDialog';
import { StoreCard } from '../components/StoreCard';
import styles from '../components/Stores.module.css';

/** How a connection that left the page ended: set by the callback page, or read from WooCommerce's return. */
export type ConnectNotice = { type: 'success' | 'error'; text: string };

/**
 * The outcome of a hand-off to the platform: the callback page passes it in the navigation state;
 * WooCommerce's app authentication returns here with `success=1|0` (the keys came server to server).
 * The query is turned into that state, so the address is clean and a second mount still finds it.
 */
function useConnectNotice(): ConnectNotice | null {
  const { t } = useTranslation('stores');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const passed = (location.state as { notice?: ConnectNotice } | null)?.notice ?? null;
  const success = params.has('user_id') ? params.get('success') : null;
  useEffect(() => {
    if (success === null) return;
    const notice: ConnectNotice = success === '1' ? { type: 'success', text: t('messages:stores.connected') } : { type: 'error', text: t('notice.denied') };
    navigate(location.pathname, { replace: true, state: { notice } });
  }, [success, location.pathname, navigate, t]);
  return passed;
}

/** /personal-center/store-manage (spec 2.3): the seller's stores, connecting one, and automatic payment. */
export default function StoreManagePage({ automaticPayment: AutomaticPayment }: { automaticPayment: ComponentType }) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const stores = useStores();
  const notice = useConnectNotice();
  const [connecting, setConnecting] = useState(false);

  return (
    <div className={styles.page} data-testid="store-manage">
      <header className={styles.header}>
        <h1>{t('list.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setConnecting(true)} data-testid="connect-store">
          {t('list.connect')}
        </Button>
      </header>
      {notice && <Alert type={notice.type} showIcon closable title={notice.text} data-testid={`connect-notice-${notice.type}`} />}
      <Alert type="info" showIcon title={t('list.hint')} />
      {stores.isError ? (
        <Alert type="error" showIcon title={t('list.loadFailed')} action={<Button onClick={() => void stores.refetch()}>{t('actions.retry')}</Button>} />
      ) : !stores.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : stores.data.length === 0 ? (
        <Empty className={styles.empty} image={<ShopOutlined className={styles.emptyIcon} />} description={<span>{t('list.empty')}</span>} data-testid="stores-empty">
          <Button type="primary" onClick={() => setConnecting(true)}>
            {t('list.connectFirst')}
          </Button>
        </Empty>
      ) : (
        <ul className={styles.list} data-testid="store-list">
          {stores.data.map((store) => (
            <StoreCard key={store.storeId} store={store} />
          ))}
        </ul>
      )}
      <AutomaticPayment />
      <ConnectStoreDialog
        open={connecting}
        onClose={() => setConnecting(false)}
        onConnected={(text) => {
          setConnecting(false);
          void message.success(text);
        }}
      />
    </div>
  );
}
