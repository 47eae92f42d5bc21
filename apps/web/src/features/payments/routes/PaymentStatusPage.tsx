import { Button, Result, Spin, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { useMoney } from '../../../lib/preferences';
import { usePaymentResult } from '../api/use-payment-result';
import { methodLabel } from '../model/methods';
import { parseStatusQuery } from '../model/status-query';
import styles from './PaymentStatusPage.module.css';

/** /payment-status: Payment Successful with the payment's details and the order's progress, or Payment Fail (spec 2.1, 2.4). */
export default function PaymentStatusPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const money = useMoney();
  const [params] = useSearchParams();
  const query = parseStatusQuery(params);
  const { status, final, transaction } = usePaymentResult(query);

  const fromGateway = query.transactionId !== null;
  if (fromGateway && query.state === 'success' && (final === null || (final === 'succeeded' && !transaction))) {
    return (
      <main className={styles.page} data-testid="payment-waiting">
        <Result icon={<Spin size="large" />} title={t('status.confirming')} subTitle={status.isError ? t('errors.generic') : t('status.confirmingHint')} />
      </main>
    );
  }

  const orderId = transaction?.kkOrderIds[0] ?? query.orderId ?? '';
  const succeeded = fromGateway ? final === 'succeeded' : query.state === 'success';
  if (!succeeded) {
    return (
      <main className={styles.page} data-testid="payment-fail">
        <Result
          status="error"
          title={t('status.fail')}
          subTitle={transaction?.failureMessage ?? status.data?.failureMessage ?? t('status.failHint')}
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

  const paidAt = transaction?.paidAt ?? query.paymentTime;
  const amount = transaction?.amount ?? query.paymentAmount;
  const method = transaction?.paymentMethod ?? query.paymentMethod;
  const rows: [string, string][] = [
    ['storeOrderId', '—'],
    ['orderId', transaction?.kkOrderIds.join(', ') || orderId || '—'],
    ['source', t('status.sourceMall')],
    ['paymentTime', formatDateTime(paidAt)],
    ['paymentAmount', amount !== null ? money(amount) : '—'],
    ['paymentMethod', t(`status.method.${methodLabel(method)}`)],
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
