import { MALL_SOURCE, sourceName, type PaymentTransaction } from '@threadway/contracts';
import { Button, Result, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { paidWithName } from '../../../lib/paid-with';
import { useMoney } from '../../../lib/preferences';
import { usePaymentOrder } from '../api/payment-order';
import { usePaymentResult } from '../api/use-payment-result';
import { methodLabel } from '../model/methods';
import { parseStatusQuery } from '../model/status-query';
import styles from './PaymentStatusPage.module.css';

function Waiting() {
  const { t } = useTranslation('payments');
  return (
    <main className={styles.page} data-testid="payment-waiting">
      <Result icon={<Spin size="large" />} title={t('status.confirming')} subTitle={t('status.confirmingHint')} />
    </main>
  );
}

/** A transaction or order that is unknown, or not the signed-in seller's: nothing about it is shown. */
function NotFound() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  return (
    <main className={styles.page} data-testid="payment-not-found">
      <Result
        status="warning"
        title={t('status.notFound')}
        subTitle={t('status.notFoundHint')}
        extra={
          <Button type="primary" onClick={() => void navigate('/order/list')}>
            {t('actions.orderList')}
          </Button>
        }
      />
    </main>
  );
}

/**
 * /payment-status: Payment Successful with the payment's details and the order's progress, or
 * Payment Fail (spec 2.1, 2.4). Everything shown is what the server answers for the signed-in
 * seller's transaction (or, after a failure, order); the URL only says which one to read.
 */
export default function PaymentStatusPage() {
  const [params] = useSearchParams();
  const query = parseStatusQuery(params);
  if (query.transactionId !== null) return <TransactionStatus query={query} />;
  // A success the server cannot confirm is no success: only a transaction id can show one.
  if (query.state === 'success') return <NotFound />;
  return query.orderId ? <OrderPaymentFailed kkOrderId={query.orderId} /> : <Failed orderId="" failureMessage={null} />;
}

function OrderPaymentFailed({ kkOrderId }: { kkOrderId: string }) {
  const order = usePaymentOrder(kkOrderId);
  if (order.isPending) return <Waiting />;
  if (order.isError) return <NotFound />;
  return <Failed orderId={kkOrderId} failureMessage={null} />;
}

function TransactionStatus({ query }: { query: ReturnType<typeof parseStatusQuery> }) {
  const { status, final, transaction } = usePaymentResult(query);
  if (status.isError) return <NotFound />;
  if (query.state === 'success' && (final === null || (final === 'succeeded' && !transaction))) return <Waiting />;
  if (final !== 'succeeded' || !transaction) {
    return <Failed orderId={transaction?.kkOrderIds[0] ?? ''} failureMessage={transaction?.failureMessage ?? status.data?.failureMessage ?? null} />;
  }
  return <Succeeded transaction={transaction} />;
}

function Failed({ orderId, failureMessage }: { orderId: string; failureMessage: string | null }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  return (
    <main className={styles.page} data-testid="payment-fail">
      <Result
        status="error"
        title={t('status.fail')}
        subTitle={failureMessage ?? t('status.failHint')}
        extra={[
          orderId && (
            <Button key="again" type="primary" onClick={() => void navigate(`/mall/paymentPage?${new URLSearchParams({ kkOrderId: orderId })}`)} data-testid="pay-again">
              {t('actions.payAgain')}
            </Button>
          ),
          <Button key="orders" onClick={() => void navigate('/order/list')}>
            {t('actions.orderList')}
          </Button>,
        ]}
      />
    </main>
  );
}

function Succeeded({ transaction }: { transaction: PaymentTransaction }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const money = useMoney();
  const storeOrderIds = [...new Set(transaction.orders.map((order) => order.storeOrderId).filter((id): id is string => id !== null))];
  const sources = [...new Set(transaction.orders.map((order) => (order.platformCode === MALL_SOURCE ? t('status.sourceMall') : [sourceName(order.platformCode), order.storeName].filter(Boolean).join(' · '))))];
  const rows: [string, string][] = [
    ['storeOrderId', storeOrderIds.join(', ') || '—'],
    ['orderId', transaction.kkOrderIds.join(', ') || '—'],
    ['source', sources.join(', ') || t('status.sourceMall')],
    ['paymentTime', formatDateTime(transaction.paidAt)],
    ['paymentAmount', money(transaction.amount)],
    ['paymentMethod', paidWithName(t, transaction.wallet, () => t(`status.method.${methodLabel(transaction.paymentMethod)}`))],
  ];
  return (
    <main className={styles.page} data-testid="payment-success">
      <Result status="success" title={t('status.success')} />
      <Steps
        className={styles.steps}
        responsive={false}
        size="small"
        items={[
          { title: t('status.progress.created'), status: 'finish' },
          { title: t('status.progress.shipped'), status: 'wait' },
          { title: t('status.progress.complete'), status: 'wait' },
        ]}
      />
      <dl className={styles.details}>
        {rows.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(`status.${key}`)}</dt>
            <dd data-testid={`status-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button type="primary" onClick={() => void navigate('/order/list')}>
          {t('actions.orderList')}
        </Button>
      </div>
    </main>
  );
}
