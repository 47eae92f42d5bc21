import { DISCOUNT_SORTS, DISCOUNT_STATUS, type discountInfo, type discountProductsPage, type discountSummary, type pageOf } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type DiscountSummary = z.infer<typeof discountSummary>;
export type DiscountInfo = z.infer<typeof discountInfo>;
export type DiscountPage = z.infer<ReturnType<typeof pageOf<typeof discountSummary>>>;
export type DiscountProductsPage = z.infer<typeof discountProductsPage>;

/** 1 flash sale, 2 discount event, 3 festival collection (spec 3). */
export const EVENT_TYPES = { flashSale: 1, discount: 2, festival: 3 } as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

const ROOT = ['content', 'events'] as const;
/** Prices differ for guests and sellers, so cached answers are per viewer. */
const useViewer = () => useSession()?.userId ?? 'guest';

/**
 * Events running now of a type (every type when none is given), in the operators' order;
 * flash sales ending soonest first, as their countdowns matter most.
 */
export const useEvents = (type: EventType | undefined, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: [...ROOT, 'list', useViewer(), type, pageNumber, pageSize],
    queryFn: () =>
      api<DiscountPage>('POST', '/api/product/open/discount/getDiscountList', {
        body: { type, status: DISCOUNT_STATUS.active, sortType: type === EVENT_TYPES.flashSale ? DISCOUNT_SORTS.endingSoon : DISCOUNT_SORTS.curated, pageNumber, pageSize },
      }),
    placeholderData: keepPreviousData,
  });

/** Every cached page of an event's products, to refresh them all when it ends. */
export const eventProductsKey = (discountId: number | null) => [...ROOT, 'products', discountId] as const;

/** One event with a page of its products; an unknown id fails with 'Sorry, No Data Found'. */
export const useEventProducts = (discountId: number | null, pageNumber: number, pageSize: number) =>
  useQuery({
    queryKey: [...eventProductsKey(discountId), useViewer(), pageNumber, pageSize],
    queryFn: () => api<DiscountProductsPage>('POST', '/api/product/open/discount/getDiscountProductList', { body: { discountId, pageNumber, pageSize } }),
    enabled: discountId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
