import type { OrderStatement } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useDeduction, useMoney } from '../../../lib/preferences';
import source from '../store-orders/StoreOrders.module.css';
import styles from './DetailPanels.module.css';

/** Income statement (spec 2.5): goods, deductions, freight, total, refunds, net paid; store orders add sale, our cost and profit. */
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
      {statement.saleAmount === null || statement.costAmount === null || statement.profit === null ? (
        <div className={styles.row}>
          <dt>{t('statement.profit')}</dt>
          <dd data-testid="order-profit">{t('statement.profitNotApplicable')}</dd>
        </div>
      ) : (
        <StoreIncome sale={statement.saleAmount} cost={statement.costAmount} profit={statement.profit} />
      )}
    </dl>
  );
}

/** A store order's income: the store's sale price, our cost, and the profit, or the loss in red (never hidden; money() alone shows nothing below zero). */
function StoreIncome({ sale, cost, profit }: { sale: number; cost: number; profit: number }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const less = useDeduction();
  const loss = profit < 0;
  return (
    <>
      <div className={`${styles.row} ${styles.strong}`}>
        <dt>{t('statement.sale')}</dt>
        <dd data-testid="order-sale">{money(sale)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{t('statement.cost')}</dt>
        <dd data-testid="order-cost">
          <Amount>{less(cost)}</Amount>
        </dd>
      </div>
      <div className={`${styles.row} ${styles.strong} ${loss ? source.loss : source.gain}`}>
        <dt>{t(loss ? 'statement.loss' : 'statement.profit')}</dt>
        <dd data-testid="order-profit" data-loss={loss}>
          <Amount>{loss ? less(-profit) : money(profit)}</Amount>
        </dd>
      </div>
    </>
  );
}
