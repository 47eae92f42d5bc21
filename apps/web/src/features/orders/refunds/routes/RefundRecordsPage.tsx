import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import panel from '../../../../components/Panel.module.css';
import { ApiError } from '../../../../lib/api-client';
import { useRefundRecords } from '../api/refunds';
import { RecordsTimeline } from '../components/RecordsTimeline';
import styles from './RefundPages.module.css';

/** /order/record?kkOrderId= (spec 2.5 refund records): every application of the order and what became of it. */
export default function RefundRecordsPage() {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const kkOrderId = params.get('kkOrderId') ?? '';
  const records = useRefundRecords(kkOrderId);

  if (!kkOrderId || records.isError) {
    return (
      <Result
        status="404"
        title={records.error instanceof ApiError ? records.error.message : t('records.missing')}
        extra={<Button onClick={() => void navigate('/order/list')}>{t('common.backToOrders')}</Button>}
      />
    );
  }
  return (
    <div className={styles.page} data-testid="refund-records">
      <Link to={`/order/details?kkOrderId=${encodeURIComponent(kkOrderId)}`} className={styles.back}>
        <ArrowLeftOutlined /> {t('common.backToOrder')}
      </Link>
      <h1 className={styles.title}>{t('records.title')}</h1>
      <section className={panel.panel}>
        <p className={panel.muted}>{t('records.forOrder', { kkOrderId })}</p>
        {!records.data ? <Skeleton active /> : records.data.length === 0 ? <Empty description={t('records.empty')} /> : <RecordsTimeline records={records.data} showRefundNo />}
      </section>
    </div>
  );
}
