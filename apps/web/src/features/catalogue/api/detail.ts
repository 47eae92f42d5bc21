import type { ProductCard, ProductDetail, seoInfo } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { catalogueKeys } from './keys';

export type SeoInfo = z.infer<typeof seoInfo>;
/** A product page is addressed by its SEO slug, or by kkProductId on /product-detail?id=. */
export type ProductAddress = { seoSlug: string } | { id: string };

/** Product detail; the answer depends on who asks (prices and the guest limits of spec 6). */
export function useProductDetail(address: ProductAddress | null) {
  const signedIn = Boolean(useSession());
  const key = address ? ('id' in address ? `id:${address.id}` : `slug:${address.seoSlug}`) : '';
  return useQuery({
    queryKey: catalogueKeys.detail(signedIn, key),
    queryFn: () => api<ProductDetail>('GET', '/api/product/open/details', { query: address ?? {} }),
    enabled: address !== null,
    retry: false,
  });
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
