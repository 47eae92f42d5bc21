import type { ProductCard, ProductDetail, seoInfo } from '@threadway/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { sessionStore, useSession } from '../../../lib/session';
import { catalogueKeys } from './keys';

export type SeoInfo = z.infer<typeof seoInfo>;
/** A product page is addressed by its SEO slug, or by kkProductId on /product-detail?id=. */
export type ProductAddress = { seoSlug: string } | { id: string };

/** Product detail; the answer depends on who asks (prices and the guest limits of spec 6). */
const productDetailQuery = (signedIn: boolean, address: ProductAddress | null) =>
  queryOptions({
    queryKey: catalogueKeys.detail(signedIn, address ? ('id' in address ? `id:${address.id}` : `slug:${address.seoSlug}`) : ''),
    queryFn: () => api<ProductDetail>('GET', '/api/product/open/details', { query: address ?? {} }),
    enabled: address !== null,
    retry: false,
  });

export const useProductDetail = (address: ProductAddress | null) => useQuery(productDetailQuery(Boolean(useSession()), address));

/**
 * The product of a product page's address (/product-detail/:menu/:param), fetched while the page's code loads;
 * the page then reads it from the cache. Only when nothing is cached: the page itself refreshes what is.
 */
export function prefetchProductDetail(queryClient: QueryClient, seoSlug: string): void {
  void queryClient.prefetchQuery({ ...productDetailQuery(Boolean(sessionStore.get()), { seoSlug }), staleTime: Infinity });
}

/** The SEO path of a product (spec 2.3: /product-detail?id= is looked up and replaced by it). */
export const useSeoPath = (kkProductId: string | null) =>
  useQuery({
    queryKey: catalogueKeys.seo(kkProductId ?? ''),
    queryFn: () => api<SeoInfo>('GET', '/api/product/open/seo/businessId', { query: { businessId: kkProductId, type: 3 } }),
    enabled: kkProductId !== null,
    retry: false,
  });

/** Products like this one (content-based recommendation). */
export const useSimilarProducts = (kkProductId: string) =>
  useQuery({
    queryKey: catalogueKeys.similar(kkProductId),
    queryFn: () => api<ProductCard[]>('GET', `/api/product/open/recommend/contentBased/${encodeURIComponent(kkProductId)}`),
    staleTime: 5 * 60_000,
  });
