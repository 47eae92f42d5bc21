import type { couponTicketPage, CouponTicketInfo, UserCouponStatus } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CouponTicket = CouponTicketInfo;
export type CouponTicketPage = z.infer<typeof couponTicketPage>;
export const COUPON_PAGE_SIZE = 20;

/** The coupons page: one page of the seller's tickets with one status. */
export const useCouponTickets = (status: UserCouponStatus, pageNumber: number) =>
  useQuery({
    queryKey: ['promotions', 'couponTickets', status, pageNumber],
    queryFn: () => api<CouponTicketPage>('GET', '/api/product/userCouponTicketCollectionForm', { query: { status, pageNumber, pageSize: COUPON_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
