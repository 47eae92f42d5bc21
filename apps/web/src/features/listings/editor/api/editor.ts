import type { CategoryAttribute, categoryRecommendation, channelCountry, listingChannel, listingDetail, listingEditorData, listingQueued, publications, storeTaxonomyItem, warehouseInfo } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../../lib/api-client';
import type { ListingDraft } from '../model';

/** The listing calls the editor makes (spec 7.3); money in the store currency's minor units. */

export type Publications = z.infer<typeof publications>;
export type Channel = z.infer<typeof listingChannel>;
export type Warehouse = z.infer<typeof warehouseInfo>;
type ShipTo = z.infer<typeof channelCountry>;

/** What the editor starts from: the catalogue product priced by the store's settings, or a saved listing. */
export type EditorSource = z.infer<typeof listingEditorData>;
export type SourceVariant = EditorSource['variants'][number];
/** GET /api/listings/listingDetail: the listing with its place in the store. */
export type ListingDetail = z.infer<typeof listingDetail>;
type ListingQueued = z.infer<typeof listingQueued>;

/** A store's collections or categories to choose from. */
export type StoreGroup = z.infer<typeof storeTaxonomyItem>;

const keys = {
  publications: ['listingEditor', 'publications'] as const,
  draft: (productId: string, storeId: number) => ['listingEditor', 'draft', productId, storeId] as const,
  detail: (id: number) => ['listingEditor', 'detail', id] as const,
  groups: (storeId: number) => ['listingEditor', 'groups', storeId] as const,
  channels: (input: ChannelInput) => ['listingEditor', 'channels', input] as const,
};

/** The seller's enabled, authorized stores grouped by platform (GET /api/listings/publications). */
export const publicationsQuery = { queryKey: keys.publications, queryFn: () => api<Publications>('GET', '/api/listings/publications'), staleTime: 30_000 };
export const usePublications = () => useQuery(publicationsQuery);

export interface Route {
  shipFrom: string | undefined;
  shipTo: string | undefined;
  channelCode: string | undefined;
}
const fullRoute = (route: Route) => Boolean(route.shipFrom && route.shipTo && route.channelCode);

/**
 * The shipping cost of each variant on a chosen route: the same default draft, asked with ship from/to and
 * channel, so the rate engine prices each SKU's weight in the store currency as it does for a new listing.
 */
export const useRouteShipping = (productId: string, storeId: number | null, route: Route) =>
  useQuery({
    queryKey: ['listingEditor', 'routeShipping', productId, storeId, route],
    queryFn: async () => {
      const draft = await api<EditorSource>('POST', '/api/listings/common/productDetail', { body: { productId, storeId, ...route } });
      return new Map(draft.variants.map((v) => [v.skuId, v.shippingCents]));
    },
    enabled: storeId !== null && fullRoute(route),
    staleTime: Infinity,
    retry: false,
  });

/**
 * POST /api/listings/common/productDetail: the default draft of a catalogue product for one store. Read afresh
 * each time the editor opens (the editor's form starts from what it reads first): a product listed again must
 * start from the catalogue's SKUs as they are now, not from a draft an earlier listing read.
 */
export const useProductDraft = (productId: string, storeId: number | null) =>
  useQuery({
    queryKey: keys.draft(productId, storeId ?? 0),
    queryFn: () => api<EditorSource>('POST', '/api/listings/common/productDetail', { body: { productId, storeId } }),
    enabled: Boolean(productId) && storeId !== null,
    refetchOnMount: 'always',
  });

/**
 * One listing; `pollWhileSyncing` re-reads it every few seconds while a write to the store is in flight;
 * `fresh` re-reads it on opening (the editor's form starts from it: the listing's own variants as saved now).
 */
export const useListingDetail = (id: number | null, { pollWhileSyncing = false, fresh = false } = {}) =>
  useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: () => api<ListingDetail>('GET', '/api/listings/listingDetail', { query: { id } }),
    enabled: id !== null,
    refetchOnMount: fresh ? 'always' : true,
    refetchInterval: (query) => (pollWhileSyncing && (query.state.data?.syncType ?? null) !== null ? 3000 : false),
  });

/** Collections (Shopify) or categories (WooCommerce, TikTok Shop) of the store, as the server last read them. */
export const useStoreGroups = (storeId: number | null) =>
  useQuery({ queryKey: keys.groups(storeId ?? 0), queryFn: () => api<StoreGroup[]>('GET', '/api/listings/collections', { query: { storeId } }), enabled: storeId !== null });

/** Re-reads them from the store (GET /api/listings/syncCollections). */
export function useSyncGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => api<StoreGroup[]>('GET', '/api/listings/syncCollections', { query: { storeId } }),
    onSuccess: (groups, storeId) => queryClient.setQueryData(keys.groups(storeId), groups),
  });
}

export type CategoryRecommendation = z.infer<typeof categoryRecommendation>;

/** TikTok Shop's category for the product (POST /api/listings/tiktok-shop/categoryId): from its title, description and catalogue category. */
export const useRecommendCategory = () =>
  useMutation({
    mutationFn: (input: { storeId: number; title: string; description: string; productId: string }) => api<CategoryRecommendation>('POST', '/api/listings/tiktok-shop/categoryId', { body: input }),
  });

/** A TikTok Shop leaf category's attributes (GET /api/listings/tiktok-shop/attributes), read from the shop. */
export const useCategoryAttributes = (storeId: number | null, categoryId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['listingEditor', 'attributes', storeId, categoryId],
    queryFn: () => api<CategoryAttribute[]>('GET', '/api/listings/tiktok-shop/attributes', { query: { storeId, categoryId } }),
    enabled: enabled && storeId !== null && Boolean(categoryId),
    staleTime: 10 * 60_000,
    retry: false,
  });

/** Our warehouses, the ship-from choices (spec 3.11). */
export const useWarehouses = () => useQuery({ queryKey: ['listingEditor', 'warehouses'], queryFn: () => api<Warehouse[]>('GET', '/api/product/open/warehouse/list'), staleTime: 60 * 60_000 });

/** Countries a warehouse ships to, named in the display language. */
export const useShipToCountries = (warehouseCode: string | undefined) =>
  useQuery({
    queryKey: ['listingEditor', 'shipTo', warehouseCode],
    queryFn: () => api<ShipTo[]>('POST', '/api-logistics-optimiz/api/v1/logistics/channel-country', { body: { warehouseCode } }),
    enabled: Boolean(warehouseCode),
    staleTime: 60 * 60_000,
  });

export interface ChannelInput {
  storeId: number | null;
  productId: string;
  shipFrom: string | undefined;
  shipTo: string | undefined;
}
/** GET /api/listings/listingChannel: the rate engine's channels with their estimated delivery time. */
export const useListingChannels = (input: ChannelInput) =>
  useQuery({
    queryKey: keys.channels(input),
    queryFn: () => api<Channel[]>('GET', '/api/listings/listingChannel', { query: { storeId: input.storeId, productId: input.productId, shipFrom: input.shipFrom, shipTo: input.shipTo } }),
    enabled: input.storeId !== null && Boolean(input.productId && input.shipFrom && input.shipTo),
    retry: false,
  });

/** POST (create) or PUT (edit, with the listing's id) /api/listings/listing; the answer's message is shown. */
export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: ListingDraft }) =>
      id === null ? call<ListingQueued>('POST', '/api/listings/listing', { body: draft }) : call<ListingQueued>('PUT', '/api/listings/listing', { body: { ...draft, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listingEditor', 'detail'] }),
  });
}
