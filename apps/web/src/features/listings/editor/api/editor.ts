import type { channelCountry, listingStatusField, logisticsChannel, publications, warehouseInfo } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../../lib/api-client';
import type { ListingDraft, ListingPricing } from '../model';

/** The listing calls the editor makes (spec 7.3); money in the store currency's minor units. */

export type Publications = z.infer<typeof publications>;
export type Channel = z.infer<typeof logisticsChannel>;
export type Warehouse = z.infer<typeof warehouseInfo>;
type ShipTo = z.infer<typeof channelCountry>;

/** One variant as the server gives it (spec 2.8's row, with the stock per warehouse for the warehouse select). */
export interface SourceVariant {
  id: number;
  skuId: number;
  sku: string;
  size: string;
  colour: string;
  imageUrl: string | null;
  warehouse: string;
  stock: Record<string, number>;
  costCents: number;
  shippingCents: number;
  suggestedCents: number;
  priceCents: number;
  compareAtCents: number | null;
  quantity: number;
}

/** What the editor starts from: the catalogue product priced by the store's settings, or a saved listing. */
export interface EditorSource {
  storeId: number;
  storeName: string;
  platform: string;
  currency: string;
  productId: string;
  itemNo: string;
  title: string;
  descriptionHtml: string;
  tags: string[];
  collectionIds: string[];
  categoryId: string | null;
  productType: string | null;
  sizeUnit: string | null;
  /** The pictures sent, in order. */
  images: string[];
  /** Every picture of the product to choose from. */
  productImages: string[];
  /** The platform's picture limit (250, or 40 where the platform says so). */
  maxImages: number;
  shipFrom: string | null;
  shipTo: string | null;
  channelCode: string | null;
  /** The rate engine's estimated delivery time of the chosen channel, e.g. '7-12'. */
  deliveryDays: string | null;
  pricing: ListingPricing | null;
  variants: SourceVariant[];
  /** This product's listings already in this store: creating asks before listing it again. */
  listedIds: number[];
}

/** GET /api/listings/listingDetail: the listing with its place in the store. */
export interface ListingDetail extends EditorSource {
  id: number;
  status: z.infer<typeof listingStatusField>;
  platformStatus: string | null;
  syncType: number | null;
  lastError: string | null;
  platformUrl: string | null;
  publishedAt: string | null;
}

/** A store's collections or categories to choose from. */
export interface StoreGroup {
  id: string;
  name: string;
}

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

/** POST /api/listings/common/productDetail: the default draft of a catalogue product for one store. */
export const useProductDraft = (productId: string, storeId: number | null) =>
  useQuery({
    queryKey: keys.draft(productId, storeId ?? 0),
    queryFn: () => api<EditorSource>('POST', '/api/listings/common/productDetail', { body: { productId, storeId } }),
    enabled: Boolean(productId) && storeId !== null,
    staleTime: Infinity,
  });

/** One listing; `pollWhileSyncing` re-reads it every few seconds while a write to the store is in flight. */
export const useListingDetail = (id: number | null, { pollWhileSyncing = false } = {}) =>
  useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: () => api<ListingDetail>('GET', '/api/listings/listingDetail', { query: { id } }),
    enabled: id !== null,
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
      id === null ? call<{ id: number }>('POST', '/api/listings/listing', { body: draft }) : call<{ id: number }>('PUT', '/api/listings/listing', { body: { ...draft, id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listingEditor', 'detail'] }),
  });
}
