import type { OrderStatement } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import styles from './DetailPanels.module.css';

/** Income statement (spec 2.5): goods, deductions, freight, total, refunds, net paid and profit. */
export function IncomeStatement({ statement }: { statement: OrderStatement }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const less = (cents: number) => (cents > 0 ? `-${money(cents)}` : money(0));
  const rows: [string, string][] = [
    ['itemSubtotal', money(statement.itemSubtotal)],
    ['discount', less(statement.discountAmount)],
    ['promoCode', less(statement.promoCodeAmount)],
    ['coupon', less(statement.couponAmount)],
    ['shipping', money(statement.shippingSubtotal)],
  ];
  return (
    <dl className={styles.rows} data-testid="income-statement">
      {rows.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <dt>{t(`statement.${key}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.strong}`}>
        <dt>{t('statement.total')}</dt>
        <dd>{money(statement.totalAmount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('statement.refunded')}</dt>
        <dd>{less(statement.refundedAmount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('statement.net')}</dt>
        <dd>{money(statement.netAmount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('statement.profit')}</dt>
        <dd data-testid="order-profit">{statement.profit === null ? t('statement.profitNotApplicable') : money(statement.profit)}</dd>
      </div>
    </dl>
  );
}
