import { App, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import panel from '../../../components/Panel.module.css';
import { ApiError } from '../../../lib/api-client';
import { useReauthorize, useRemoveStore, useSetStoreStatus, type Store } from '../api/stores';
import { storeSettingPath } from '../paths';
import styles from './Stores.module.css';

/**
 * One connected store (spec 2.3): platform, name, URL or default domain, Authorized or
 * Unauthorized, active or deactivated, and its actions with the warnings of spec 4.4.
 */
export function StoreCard({ store }: { store: Store }) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const reauthorize = useReauthorize();
  const setStatus = useSetStoreStatus();
  const remove = useRemoveStore();

  const run = async <T,>(action: Promise<{ message: string; data: T }>, after?: (data: T) => boolean) => {
    try {
      const answer = await action;
      if (!after?.(answer.data)) void message.success(answer.message);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('failed'));
    }
  };
  // The platform's page when it has one (then the callback page); else the kept keys were checked again.
  const authorize = () =>
    run(reauthorize.mutateAsync(store.storeId), (answer) => {
      if (!answer.redirectUrl) {
        void message.success(t('list.authorizedAgain'));
        return true;
      }
      window.location.assign(answer.redirectUrl);
      return true;
    });

  return (
    <li className={`${panel.panel} ${styles.card}`} data-testid="store-card" data-store-name={store.storeName} data-platform={store.platform}>
      <div className={styles.cardHead}>
        <Tag className={styles.platformTag}>{store.platformName}</Tag>
        <h2 className={styles.storeName}>{store.storeName}</h2>
      </div>
      <bdi dir="ltr" className={styles.url} data-testid="store-url">
        {store.storeUrl}
      </bdi>
      <div className={styles.tags}>
        <Tag color={store.authorized ? 'green' : 'red'} data-testid="store-authorized">
          {store.authorized ? t('list.authorized') : t('list.unauthorized')}
        </Tag>
        <Tag color={store.enabled ? 'blue' : 'default'} data-testid="store-enabled">
          {store.enabled ? t('list.active') : t('list.deactivated')}
        </Tag>
        <span className={styles.muted}>{t('list.currency', { currency: store.currency })}</span>
      </div>
      {!store.authorized && store.unauthorizedReason && <p className={styles.muted}>{t(`list.reason.${store.unauthorizedReason}`, { defaultValue: t('list.reason.other') })}</p>}
      <div className={styles.actions}>
        <Button type={store.authorized ? 'link' : 'primary'} size="small" loading={reauthorize.isPending} onClick={() => void authorize()} data-testid="store-reauthorize">
          {store.authorized ? t('actions.reauthorize') : t('actions.authorize')}
        </Button>
        <Link to={storeSettingPath(store.storeId)} data-testid="store-settings">
          {t('actions.settings')}
        </Link>
        <Popconfirm
          // One confirmation per direction: the closing one must not turn into the other when the store changes under it.
          key={store.enabled ? 'deactivate' : 'activate'}
          title={store.enabled ? t('confirm.deactivateTitle') : t('confirm.activateTitle')}
          description={store.enabled ? t('confirm.deactivate') : t('confirm.activate')}
          okText={store.enabled ? t('actions.deactivate') : t('actions.activate')}
          cancelText={t('actions.cancel')}
          onConfirm={() => run(setStatus.mutateAsync({ storeId: store.storeId, enabled: !store.enabled }))}
        >
          <Button type="link" size="small" data-testid="store-toggle">
            {store.enabled ? t('actions.deactivate') : t('actions.activate')}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('confirm.removeTitle')}
          description={<span className={styles.confirmText}>{t('confirm.remove')}</span>}
          okText={t('actions.remove')}
          okButtonProps={{ danger: true, id: `store-remove-confirm-${store.storeId}` }}
          cancelText={t('actions.cancel')}
          onConfirm={() => run(remove.mutateAsync(store.storeId))}
        >
          <Button type="link" size="small" danger data-testid="store-remove">
            {t('actions.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
