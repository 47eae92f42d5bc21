import { paidMethod, type OrderDetail } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { paidWithName } from '../../../lib/paid-with';
import { useMoney } from '../../../lib/preferences';
import styles from './DetailPanels.module.css';

/** Payment information: method, time, payment ID and amount; an unpaid order says so. */
export function PaymentInfo({ payment }: { payment: OrderDetail['payment'] }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  if (payment.time === null) return <p className={styles.muted}>{t('payment.unpaid')}</p>;
  const rows: [string, string][] = [
    // The card checkout is stored as 3 ('Others' in the spec): name the method (or regional wallet) it really was.
    ['method', payment.method === null ? '-' : paidWithName(t, payment.wallet, () => t(`paymentMethods.${paidMethod(payment.method!) ?? payment.method}`, { defaultValue: String(payment.method) }))],
    ['time', formatDateTime(payment.time)],
    ['transactionId', payment.transactionId === null ? '-' : String(payment.transactionId)],
    ['amount', money(payment.amount)],
  ];
  return (
    <dl className={styles.rows} data-testid="order-payment">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <dt>{t(`payment.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
