import type { OrderStatement } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useDeduction, useMoney } from '../../../lib/preferences';
import styles from './DetailPanels.module.css';

/** Income statement (spec 2.5): goods, deductions, freight, total, refunds, net paid and profit. */
export function IncomeStatement({ statement }: { statement: OrderStatement }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const less = useDeduction();
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
          <dd>
            <Amount>{value}</Amount>
          </dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.strong}`}>
        <dt>{t('statement.total')}</dt>
        <dd>{money(statement.totalAmount)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('statement.refunded')}</dt>
        <dd>
          <Amount>{less(statement.refundedAmount)}</Amount>
        </dd>
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
