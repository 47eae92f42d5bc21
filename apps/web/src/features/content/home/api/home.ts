import {
  DISCOUNT_SORTS,
  DISCOUNT_STATUS,
  type banner,
  type discountConfig,
  type discountProductsPage,
  type discountSummary,
  type insPost,
  type homeSections,
} from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { usePreferences } from '../../../../lib/preferences';
import { useSession } from '../../../../lib/session';

type Banner = z.infer<typeof banner>;
type DiscountSummary = z.infer<typeof discountSummary>;
type InsPost = z.infer<typeof insPost>;
/** The list fields of a page answer that the home reads. */
type Page<T> = { list: T[] };

/**
 * The mall home's calls (spec 7). Texts follow the language and prices the person (guests get
 * none), so both are part of every key; the blocks load independently and each shows as soon
 * as its own answer arrives.
 */
function useHomeKey(...parts: unknown[]) {
  const { locale } = usePreferences();
  const session = useSession();
  return ['home', locale, session?.userId ?? null, ...parts];
}

export function useBanners() {
  const key = useHomeKey('banners');
  return useQuery({ queryKey: key, queryFn: () => api<Banner[]>('GET', '/api/product/open/productBanner'), staleTime: 10 * 60_000 });
}

/** The running flash sale that ends first, and its products. */
export function useFlashSale(pageSize: number) {
  const key = useHomeKey('flashSale', pageSize);
  return useQuery({
    queryKey: key,
    queryFn: async () => {
      const config = await api<z.infer<typeof discountConfig>>('GET', '/api/product/open/discount/config');
      if (!config.flashSale) return null;
      const page = await api<z.infer<typeof discountProductsPage>>('POST', '/api/product/open/discount/getDiscountProductList', {
        body: { discountId: config.flashSale.discountId, pageNumber: 1, pageSize },
      });
      // Countdowns run on the device clock; shift the end by the server's offset so it ends on time.
      const offset = Date.now() - config.serverTime;
      return { discount: { ...config.flashSale, endTime: config.flashSale.endTime + offset }, products: page.list };
    },
  });
}

/** Festival collections: the home list of spec 7 (page 1 of 6, type 3, running, operators' order). */
export function useFestivals() {
  const key = useHomeKey('festivals');
  return useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await api<Page<DiscountSummary>>('POST', '/api/product/open/discount/getDiscountList', {
          body: { pageNumber: 1, pageSize: 6, type: 3, status: DISCOUNT_STATUS.active, sortType: DISCOUNT_SORTS.curated },
        })
      ).list,
  });
}

/** Best Sellers, New Arrivals and You May Like (for guests: 'We think you'll love these') in one call. */
export function useHomeSections(pageSize: number) {
  const key = useHomeKey('sections', pageSize);
  return useQuery({ queryKey: key, queryFn: () => api<z.infer<typeof homeSections>>('POST', '/api/product/open/main', { body: { pageSize } }) });
}

/** Influencers' Pick posts for the home strip. */
export function useInsPicks(pageSize: number) {
  const key = useHomeKey('ins', pageSize);
  return useQuery({ queryKey: key, queryFn: async () => (await api<Page<InsPost>>('POST', '/api/product/open/recommend/insList', { body: { pageNumber: 1, pageSize } })).list });
}

