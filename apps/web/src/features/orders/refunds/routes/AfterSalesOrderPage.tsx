import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RefundDetail } from '@threadway/contracts';
import { Alert, Button, Image, Result, Skeleton, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import panel from '../../../../components/Panel.module.css';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { ApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/preferences';
import { useRefundDetail } from '../api/refunds';
import { RecordsTimeline } from '../components/RecordsTimeline';
import { RefundLine } from '../components/RefundLine';
import { RefundStatusTag } from '../components/RefundStatusTag';
import styles from './RefundPages.module.css';

/** Where the application is on its way: submitted, reviewed, money on its way, done (or stopped). */
function progressOf(refund: RefundDetail): { current: number; failed: boolean; last: 'completed' | 'rejected' | 'failed' } {
  switch (refund.status) {
    case 'processing':
      return { current: 1, failed: false, last: 'completed' };
    case 'refunding':
      return { current: 2, failed: false, last: 'completed' };
    case 'completed':
      return { current: 3, failed: false, last: 'completed' };
    case 'rejected':
      return { current: 1, failed: true, last: 'rejected' };
    case 'failed':
      return { current: 2, failed: true, last: 'failed' };
  }
}

const idOf = (raw: string | null) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

/** /order/after-sales-order?id= (spec 2.5 refund detail): review status, amounts, lines, photos and records. */
export default function AfterSalesOrderPage() {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const money = useMoney();
  const desktop = useIsDesktop();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const detail = useRefundDetail(id);

  if (id === null || detail.isError) {
    return (
      <Result
        status="404"
        title={detail.error instanceof ApiError ? detail.error.message : t('detail.missing')}
        extra={<Button onClick={() => void navigate('/order/sales')}>{t('common.backToAfterSales')}</Button>}
      />
    );
  }
  const refund = detail.data;
  if (!refund) return <Skeleton active paragraph={{ rows: 10 }} />;
  const progress = progressOf(refund);
  const stepTitles = [t('detail.steps.submitted'), t('detail.steps.review'), t('detail.steps.refunding'), t(`detail.steps.${progress.last}`)];

  return (
    <div className={styles.page} data-testid="after-sales-detail">
      <Link to="/order/sales" className={styles.back}>
        <ArrowLeftOutlined /> {t('common.backToAfterSales')}
      </Link>
      <div className={styles.headLine}>
        <h1 className={styles.title}>{t('detail.title')}</h1>
        <RefundStatusTag status={refund.status} />
      </div>

      <section className={panel.panel}>
        <Steps size="small" orientation={desktop ? 'horizontal' : 'vertical'} current={progress.current} status={progress.failed ? 'error' : refund.status === 'completed' ? 'finish' : 'process'} items={stepTitles.map((title) => ({ title }))} />
        {refund.status === 'failed' && <Alert type="error" showIcon title={t('messages:refunds.failed')} />}
        {refund.status === 'rejected' && refund.reviewNote && <Alert type="warning" showIcon title={t('detail.rejectedBecause')} description={refund.reviewNote} data-testid="refund-review-note" />}
      </section>

      <section className={panel.panel}>
        <dl className={styles.facts}>
          <dt>{t('detail.refundNo')}</dt>
          <dd>{refund.refundNo}</dd>
          <dt>{t('detail.order')}</dt>
          <dd>
            <Link to={`/order/details?kkOrderId=${encodeURIComponent(refund.kkOrderId)}`}>{refund.kkOrderId}</Link>
          </dd>
          <dt>{t('detail.reason')}</dt>
          <dd>{t(`reasons.${refund.reason}`, { defaultValue: refund.reason })}</dd>
          <dt>{t('detail.requested')}</dt>
          <dd data-testid="refund-requested">{money(refund.requestedAmount)}</dd>
          <dt>{t('detail.approved')}</dt>
          <dd data-testid="refund-approved">{refund.approvedAmount === null ? '-' : money(refund.approvedAmount)}</dd>
          <dt>{t('detail.refundable')}</dt>
          <dd>{money(refund.refundableAmount)}</dd>
          <dt>{t('detail.created')}</dt>
          <dd>{formatDateTime(refund.createdAt)}</dd>
          <dt>{t('detail.reviewed')}</dt>
          <dd>{formatDateTime(refund.reviewedAt)}</dd>
          <dt>{t('detail.remarks')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{refund.remarks || '-'}</dd>
        </dl>
      </section>

      <section className={panel.panel}>
        <h2>{t('detail.items')}</h2>
        {refund.items.length === 0 ? (
          <p className={panel.muted}>{t('detail.amountOnly')}</p>
        ) : (
          <div>
            {refund.items.map((item) => (
              <RefundLine key={item.kkItemId} line={item}>
                <span>{t('detail.pieces', { count: item.quantity })}</span>
                <strong>{money(item.amount)}</strong>
              </RefundLine>
            ))}
          </div>
        )}
      </section>

      <section className={panel.panel}>
        <h2>{t('detail.photos')}</h2>
        {refund.photos.length === 0 ? (
          <p className={panel.muted}>{t('detail.noPhotos')}</p>
        ) : (
          <Image.PreviewGroup>
            <div className={styles.photos}>
              {refund.photos.map((url) => (
                <Image key={url} src={url} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 6 }} alt="" />
              ))}
            </div>
          </Image.PreviewGroup>
        )}
      </section>

      <section className={panel.panel}>
        <div className={styles.toolbar}>
          <h2>{t('records.title')}</h2>
          <Link to={`/order/record?kkOrderId=${encodeURIComponent(refund.kkOrderId)}`}>{t('detail.allRecords')}</Link>
        </div>
        <RecordsTimeline records={refund.records} />
      </section>
    </div>
  );
}
