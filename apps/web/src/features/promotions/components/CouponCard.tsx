import { USER_COUPON_STATUSES } from '@threadway/contracts';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import type { CouponTicket } from '../api/coupons';
import styles from './CouponCard.module.css';
import { couponDate } from './coupon-date';

export interface CouponCardProps {
  coupon: CouponTicket;
  /** The bag's chosen coupon. */
  selected?: boolean;
  /** Set where a coupon can be chosen: the bag. */
  onClick?: () => void;
}

/**
 * A coupon ticket (spec 3): the offer ('Get $R' / 'Get R% off'), its condition, what it applies
 * to, whether it stacks with a promo code, and its dates.
 */
export function CouponCard({ coupon, selected = false, onClick }: CouponCardProps) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const { offerTypeInfo, conditionsOfUse, applicableProducts, overlayUseTypes } = coupon.receiveUsageRules;
  const offer = offerTypeInfo.fixedType === 1 ? t('coupon.getFixed', { amount: money(offerTypeInfo.reduction) }) : t('coupon.getPercent', { percent: offerTypeInfo.reduction });
  const condition =
    conditionsOfUse.useType === 2
      ? t('coupon.condition.amount', { amount: money(conditionsOfUse.threshold) })
      : conditionsOfUse.useType === 3
        ? t('coupon.condition.pieces', { count: conditionsOfUse.threshold })
        : t('coupon.condition.none');
  // Only an available ticket usable on this order can be chosen (spec 4 coupons).
  const selectable = Boolean(onClick) && coupon.status === USER_COUPON_STATUSES.available && coupon.ifUsed === 1;
  const inactive = coupon.status !== USER_COUPON_STATUSES.available || (Boolean(onClick) && coupon.ifUsed !== 1);
  const className = [styles.card, selected && styles.selected, inactive && styles.inactive, selectable && styles.clickable].filter(Boolean).join(' ');

  return (
    <div
      className={className}
      role={selectable ? 'button' : undefined}
      tabIndex={selectable ? 0 : undefined}
      aria-pressed={selectable ? selected : undefined}
      onClick={selectable ? onClick : undefined}
      onKeyDown={(e) => selectable && e.key === 'Enter' && onClick?.()}
      data-testid="coupon-card"
    >
      <div className={styles.offer}>
        <strong>{offer}</strong>
        <span>{condition}</span>
      </div>
      <div className={styles.details}>
        <span>{t(`coupon.scope.${applicableProducts.applicableType}`)}</span>
        <span>{t(overlayUseTypes.length > 0 ? 'coupon.stacks' : 'coupon.noStack')}</span>
        <span className={styles.dates}>
          {couponDate(coupon.usableStartTime)} - {couponDate(coupon.usableEndTime)}
        </span>
      </div>
      {selected && <CheckCircleFilled className={styles.tick} aria-hidden />}
      {coupon.status !== USER_COUPON_STATUSES.available && <span className={styles.stamp}>{t(`status.${coupon.status}`)}</span>}
    </div>
  );
}
