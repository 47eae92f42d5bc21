import { promoBannerParts, type AdminCouponTemplate, type AdminPromoCode, type PromoCodeRule } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { useUsd } from '../../catalogue/components/money';

/** A coupon template in the words sellers see on their tickets (spec 3 'Coupon ticket'); amounts in USD. */
export function useCouponTerms() {
  const { t } = useTranslation();
  const usd = useUsd();
  return {
    offer: (c: Pick<AdminCouponTemplate, 'fixedType' | 'reduction'>) =>
      c.fixedType === 1 ? t('admin:promotions.coupons.getFixed', { amount: usd(c.reduction) }) : t('admin:promotions.coupons.getPercent', { percent: c.reduction }),
    condition: (c: Pick<AdminCouponTemplate, 'useType' | 'threshold'>) =>
      c.useType === 2
        ? t('admin:promotions.coupons.conditions.amount', { amount: usd(c.threshold) })
        : c.useType === 3
          ? t('admin:promotions.coupons.conditions.pieces', { count: c.threshold })
          : t('admin:promotions.coupons.conditions.none'),
    scope: (c: Pick<AdminCouponTemplate, 'applicableType'>) => t(`admin:promotions.coupons.scopes.${c.applicableType}`),
    stacking: (c: Pick<AdminCouponTemplate, 'stacksWithPromoCode'>) => t(c.stacksWithPromoCode ? 'admin:promotions.coupons.stacks' : 'admin:promotions.coupons.noStack'),
  };
}

/** A promo code as the bag's success banner words it ('Order N, Get P% off'), from the shared banner rule. */
export function usePromoTerms() {
  const { t } = useTranslation();
  const usd = useUsd();
  return (p: AdminPromoCode) =>
    promoBannerParts({ ...p, couponCode: p.code } as PromoCodeRule)
      .map((part) => {
        const values = 'amountCents' in part.values ? { amount: usd(part.values.amountCents) } : part.values;
        return t(`admin:promotions.promoCodes.banner.${part.key}`, values);
      })
      .join('');
}
