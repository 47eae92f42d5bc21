import type { OrderTrackingUpload } from '@threadway/contracts';
import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined, StopOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/Panel.module.css';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from '../api/orders';
import { useRetryTrackingUpload } from './api/tracking';
import styles from './tracking.module.css';

/** While an upload is on its way the order is read again now and then, so the line turns to uploaded or failed. */
const PENDING_REFRESH_MS = 5000;

const ICONS = { uploaded: <CheckCircleOutlined />, pending: <LoadingOutlined />, failed: <CloseCircleOutlined />, cancelled: <StopOutlined /> } as const;

/**
 * Tracking pushed to the seller's store (issue 17), one line per parcel or Fulfill Order: 'Tracking uploaded
 * to store', or the store's error with Retry. Our own reasons arrive as `messages` keys.
 */
export function TrackingUploads({ kkOrderId, uploads }: { kkOrderId: string; uploads: OrderTrackingUpload[] }) {
  const { t } = useTranslation(['orders', 'messages']);
  const { message } = App.useApp();
  const retry = useRetryTrackingUpload();
  const queryClient = useQueryClient();
  const pending = uploads.some((upload) => upload.status === 'pending');
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(kkOrderId) }), PENDING_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [pending, uploads, queryClient, kkOrderId]);
  if (uploads.length === 0) return null;

  const reason = (error: string | null) => (error?.startsWith('trackingUploads.') ? t(`messages:${error}`) : (error ?? ''));
  const run = async (uploadId: number) => {
    try {
      message.success((await retry.mutateAsync({ kkOrderId, uploadId })).message);
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('orders:errors.actionFailed'));
    }
  };

  return (
    <ul className={styles.trackingUploads} data-testid="tracking-uploads">
      {uploads.map((upload) => {
        const withdrawFailed = upload.status === 'uploaded' && upload.retryable;
        const text = withdrawFailed
          ? t('orders:trackingUpload.withdrawFailed', { error: reason(upload.error) })
          : upload.status === 'failed'
            ? t('orders:trackingUpload.failed', { error: reason(upload.error) })
            : t(`orders:trackingUpload.${upload.status}`, { carrier: upload.carrier, tracking: upload.trackingNumber });
        return (
          <li key={upload.id} className={styles.trackingUpload} data-status={upload.status} data-testid="tracking-upload">
            <span className={upload.status === 'failed' || withdrawFailed ? styles.uploadFailed : panel.muted}>
              {ICONS[upload.status]} {upload.parcelCode && `${t('orders:trackingUpload.parcel', { code: upload.parcelCode })} · `}
              {text}
            </span>
            {upload.retryable && (
              <Button size="small" onClick={() => void run(upload.id)} loading={retry.isPending && retry.variables?.uploadId === upload.id} data-testid="tracking-upload-retry">
                {t('orders:trackingUpload.retry')}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
