import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { payoutProviderCallback } from '../api/payments';
import { returnedTransactionId, statusPagePath } from '../model/payout-return';
import styles from './PaymentStatusPage.module.css';

/**
 * /payment-return/payoneer: where the payout/payment provider sends the buyer after paying. Its
 * query parameters are not trusted: the page asks the server to read the LIST from the provider
 * (PUT .../charge/{id}/callback, settled once however often it is called) and moves on to the
 * payment status page.
 */
export default function PayoutReturnPage() {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const transactionId = returnedTransactionId(params);
  const called = useRef(false);

  useEffect(() => {
    if (called.current) return;
    called.current = true;
    if (transactionId === null) {
      void navigate('/payment-status?state=fail', { replace: true });
      return;
    }
    payoutProviderCallback(transactionId)
      .then((answer) => navigate(statusPagePath(transactionId, answer.status), { replace: true }))
      .catch(() => navigate(statusPagePath(transactionId, null), { replace: true }));
  }, [navigate, transactionId]);

  return (
    <main className={styles.page} data-testid="payment-waiting">
      <Result icon={<Spin size="large" />} title={t('status.confirming')} subTitle={t('status.confirmingHint')} />
    </main>
  );
}
