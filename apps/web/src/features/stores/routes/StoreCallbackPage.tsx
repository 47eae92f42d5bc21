import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { completeAuthorization } from '../api/stores';
import { STORE_MANAGE_PATH } from '../paths';
import styles from '../components/Stores.module.css';
import type { ConnectNotice } from './StoreManagePage';

/** One exchange per authorization even if the page mounts twice: a state is single use on the server. */
const exchanges = new Map<string, Promise<ConnectNotice>>();

/**
 * /personal-center/store-callback/{platform}: where the platform sends the browser back after the
 * seller authorized the app. Its query goes to the server as it came (the server checks signature,
 * state and shop), then the seller lands on the store list with the outcome.
 */
export default function StoreCallbackPage() {
  const { t } = useTranslation('stores');
  const { platform = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const query = Object.fromEntries(params);
    const key = `${platform}:${query.state ?? ''}:${query.code ?? ''}`;
    let exchange = exchanges.get(key);
    if (!exchange) {
      exchange = completeAuthorization(platform, query).then(
        (answer): ConnectNotice => ({ type: 'success', text: answer.message }),
        (error: unknown): ConnectNotice => ({ type: 'error', text: error instanceof ApiError && error.status !== 0 ? error.message : t('failed') }),
      );
      exchanges.set(key, exchange);
    }
    let live = true;
    void exchange.then((notice) => live && navigate(STORE_MANAGE_PATH, { replace: true, state: { notice } }));
    return () => {
      live = false;
    };
  }, [platform, params, navigate, t]);

  return (
    <div className={styles.callback} data-testid="store-callback">
      <Spin size="large" />
      <p>{t('notice.completing')}</p>
    </div>
  );
}
