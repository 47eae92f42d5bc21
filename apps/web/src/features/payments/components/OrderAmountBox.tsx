import type { PaymentOrder } from '@threadway/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../components/Amount';
import { useDeduction, useMoney } from '../../../lib/preferences';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

interface Props {
  pays: PaymentOrder['pays'];
  paying: boolean;
  onPay: () => void;
  onCancel: () => void;
}

/** Order Amount with Pay Now and Cancel. */
export function OrderAmountBox({ pays, paying, onPay, onCancel }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const less = useDeduction();
  const rows: [string, string][] = [
    ['subtotal', money(pays.skusAmount)],
    ['shippingFee', money(pays.shippingAmount)],
    ['discount', less(pays.discountAmount)],
    ['promoCode', less(pays.couponAmount)],
    ['coupon', less(pays.couponTicketAmount)],
  ];
  return (
    <section className={panel.panel} data-testid="payment-amount">
      <h2>{t('amount.title')}</h2>
      {rows.map(([key, value]) => (
        <div key={key} className={styles.row}>
          <span>{t(`amount.${key}`)}</span>
          <span>
            <Amount>{value}</Amount>
          </span>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <span>{t('amount.total')}</span>
        <span data-testid="payment-total">{money(pays.totalAmount)}</span>
      </div>
      <Button type="primary" size="large" block loading={paying} onClick={onPay} data-testid="pay-now">
        {t('actions.payNow')}
      </Button>
      <Button block onClick={onCancel} disabled={paying} data-testid="pay-cancel">
        {t('actions.cancel')}
      </Button>
    </section>
  );
}
