import type { CouponTicketInfo } from '@threadway/contracts';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/controls/Disclosure';
import { EmptyOnDemand } from '../../../components/controls/EmptyOnDemand';
import styles from './Panel.module.css';

/** The promotions feature's coupon card, handed in by the route table (features do not import each other). */
export type CouponCardComponent = ComponentType<{ coupon: CouponTicketInfo; selected?: boolean; onClick?: () => void }>;

interface Props {
  coupons: CouponTicketInfo[];
  selectedId: number | null;
  /** Clicking the chosen coupon again deselects it (spec 4). */
  onSelect: (id: number | null) => void;
  CouponCard: CouponCardComponent;
}

/** The Coupons accordion (a native disclosure, decision 0034): 'N Coupon(s) Available' or 'No coupons available', then the cards or 'No Record' (spec 2.4). */
export function CouponsAccordion({ coupons, selectedId, onSelect, CouponCard }: Props) {
  const { t } = useTranslation('checkout');
  const usable = coupons.filter((c) => c.status === 0 && c.ifUsed === 1).length;
  return (
    <Disclosure data-testid="coupons" label={usable > 0 ? t('coupons.available', { count: usable }) : t('coupons.none')}>
      {coupons.length === 0 ? (
        <EmptyOnDemand description={t('coupons.noRecord')} simple />
      ) : (
        <div className={styles.coupons}>
          {coupons.map((coupon) => (
            <CouponCard key={coupon.id} coupon={coupon} selected={coupon.id === selectedId} onClick={() => onSelect(coupon.id === selectedId ? null : coupon.id)} />
          ))}
        </div>
      )}
    </Disclosure>
  );
}
