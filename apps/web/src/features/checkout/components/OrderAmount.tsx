import type { BillingPreview } from '@threadway/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useDeduction, useMoney } from '../../../lib/preferences';
import panel from '../../../components/Panel.module.css';
import { Notice } from '../../../components/controls/Notice';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import styles from './Panel.module.css';

interface Props {
  billing: BillingPreview | undefined;
  /** The preview call failed: the amounts cannot be shown. */
  failed: boolean;
  canConfirm: boolean;
  confirming: boolean;
  onConfirm: () => void;
  selectedCount: number;
  totalCount: number;
}

/** Order Amount: Subtotal, Shipping Fee, Discount, Promo Code, Coupon, Total, then 'Confirm Order' (spec 2.4). */
export function OrderAmount({ billing, failed, canConfirm, confirming, onConfirm, selectedCount, totalCount }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const less = useDeduction();
  const rows: [string, string][] = billing
    ? [
        ['subtotal', money(billing.skuTotalAmount)],
        ['shippingFee', money(billing.shippingSubtotal)],
        ['discount', less(billing.activityDiscountTotalAmount)],
        ['promoCode', less(billing.couponCodeTotalAmount)],
        ['coupon', less(billing.couponTicketTotalAmount)],
      ]
    : [];
  return (
    <section className={panel.panel} data-testid="order-amount">
      <h2>{t('amount.title')}</h2>
      {billing ? (
        <>
          {rows.map(([key, value]) => (
            <div key={key} className={styles.row} data-testid={`amount-${key}`}>
              <span>{t(`amount.${key}`)}</span>
              <span>
                <Amount>{value}</Amount>
              </span>
            </div>
          ))}
          <div className={`${styles.row} ${styles.total}`} data-testid="amount-total">
            <span>{t('amount.total')}</span>
            <span>{money(billing.transactionTotalAmount)}</span>
          </div>
        </>
      ) : selectedCount === 0 ? (
        <div className={`${styles.row} ${styles.total}`} data-testid="amount-total">
          <span>{t('amount.total')}</span>
          <span>{money(0)}</span>
        </div>
      ) : failed ? (
        <Notice type="error" title={t('errors.generic')} />
      ) : (
        <LineSkeleton rows={4} />
      )}
      <Button type="primary" size="large" block disabled={!canConfirm} loading={confirming} onClick={onConfirm} data-testid="confirm-order">
        {t('amount.confirm')}
      </Button>
      <p className={panel.muted}>{t('amount.selected', { selected: selectedCount, total: totalCount })}</p>
    </section>
  );
}
