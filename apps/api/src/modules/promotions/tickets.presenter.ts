import { OVERLAY_PROMO_CODE, type CouponRule, type CouponTicketInfo, type CouponUnusableReason } from '@threadway/contracts';
import type { TicketRow } from './tickets.repository.ts';

/** The engine's view of a ticket. */
export const toCouponRule = (row: TicketRow): CouponRule => ({
  id: row.id,
  fixedType: row.fixedType,
  reduction: row.reduction,
  useType: row.useType,
  threshold: row.threshold,
  applicableType: row.applicableType,
  productIds: row.kkProductIds,
  stacksWithPromoCode: row.stacksWithPromoCode,
  usableStartTime: row.usableStartMs,
  usableEndTime: row.usableEndMs,
});

/**
 * The coupon ticket of spec 3. `usable` comes from the engine in checkout; elsewhere a ticket is
 * usable when it is available and its window has started.
 */
export function toCouponTicketInfo(row: TicketRow, usable: { ifUsed: 0 | 1; reason?: CouponUnusableReason }): CouponTicketInfo {
  return {
    id: row.id,
    couponTicketId: row.couponTicketId,
    name: row.name,
    logoUrl: row.logoUrl,
    status: row.status,
    ifUsed: usable.ifUsed,
    unusableReason: usable.reason ?? null,
    usableStartTime: new Date(row.usableStartMs).toISOString(),
    usableEndTime: new Date(row.usableEndMs).toISOString(),
    usedAt: row.usedAtMs === null ? null : new Date(row.usedAtMs).toISOString(),
    receiveUsageRules: {
      offerTypeInfo: { fixedType: row.fixedType, reduction: row.reduction },
      conditionsOfUse: { useType: row.useType, threshold: row.threshold },
      applicableProducts: { applicableType: row.applicableType, kkProductIds: row.kkProductIds },
      overlayUseTypes: row.stacksWithPromoCode ? [OVERLAY_PROMO_CODE] : [],
    },
  };
}

/** Outside checkout: available and started means usable now. */
export function standaloneUsability(row: TicketRow, nowMs: number): { ifUsed: 0 | 1; reason?: CouponUnusableReason } {
  if (row.status !== 0) return { ifUsed: 0 };
  return nowMs < row.usableStartMs ? { ifUsed: 0, reason: 'notStarted' } : { ifUsed: 1 };
}
