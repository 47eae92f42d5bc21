import type { CouponCodeCheckInput, PromoCodeResult } from '@threadway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Apply: checks a typed promo code against the order (spec 7 couponCodeCheck). */
export const usePromoCodeCheck = () =>
  useMutation({ mutationFn: (input: CouponCodeCheckInput) => call<PromoCodeResult>('POST', '/api/product/open/coupon/couponCodeCheck', { body: input }) });
