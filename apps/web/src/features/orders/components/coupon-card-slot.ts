import type { CouponTicketInfo } from '@threadway/contracts';
import { createContext, type ComponentType } from 'react';

/** The promotions feature's coupon card, handed to the order pages by the route table (features do not import each other). */
export type CouponCardComponent = ComponentType<{ coupon: CouponTicketInfo; selected?: boolean; onClick?: () => void }>;

/** Where the order pages put the coupon card for Apply Coupon. */
export const CouponCardSlot = createContext<CouponCardComponent | null>(null);
