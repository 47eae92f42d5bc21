import type { StorePlatformCode } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A choice the store offers (a collection, category or tag), as the per-platform calls of spec 7.4 answer it. */
export type StoreChoice = { id: string; name: string };
type Taxonomy = 'collections' | 'categories' | 'tags';

/**
 * Each platform's store taxonomies in the batch modal (spec 7.4's table): the call that reads them as last
 * synced and the one that reads them from the store again. Tags without a call are typed freely.
 */
const TAXONOMIES: Partial<Record<StorePlatformCode, Partial<Record<Taxonomy, { read: string; sync: string | null }>>>> = {
  shopify: { collections: { read: 'shopify/collections', sync: 'shopify/syncCollections' } },
  woocommerce: { categories: { read: 'woocommerce/categories', sync: 'woocommerce/syncCategory' }, tags: { read: 'woocommerce/tags', sync: 'woocommerce/syncTag' } },
  'tiktok-shop': { categories: { read: 'tiktok-shop/categories', sync: null } },
};
export const taxonomiesOf = (platform: StorePlatformCode | undefined) => (platform ? (TAXONOMIES[platform] ?? {}) : null);

const choicesKey = (platform: StorePlatformCode | undefined, storeId: number | undefined, taxonomy: Taxonomy) => ['listings', 'storeChoices', platform, storeId, taxonomy];

/** One taxonomy of the chosen store, and reading it from the store again (the answer replaces the list). */
export function useStoreChoices(platform: StorePlatformCode | undefined, storeId: number | undefined, taxonomy: Taxonomy) {
  const queryClient = useQueryClient();
  const calls = taxonomiesOf(platform)?.[taxonomy];
  const choices = useQuery({
    queryKey: choicesKey(platform, storeId, taxonomy),
    enabled: Boolean(calls) && storeId !== undefined,
    queryFn: () => api<StoreChoice[]>('GET', `/api/listings/${calls!.read}`, { query: { storeId } }),
    staleTime: 60_000,
  });
  const sync = useMutation({
    mutationFn: () => api<StoreChoice[]>('GET', `/api/listings/${calls!.sync}`, { query: { storeId } }),
    onSuccess: (fresh) => queryClient.setQueryData(choicesKey(platform, storeId, taxonomy), fresh),
  });
  return { offered: Boolean(calls), canSync: Boolean(calls?.sync), choices, sync };
}

type Warehouse = { warehouseCode: string; countryName: string };
type Country = { code: string; name: string };
type Channel = { channelCode: string; channelName: string; deliveryTime: string };

/** Ship from: the warehouses (GET /api/product/open/warehouse/list). */
export const useWarehouses = () => useQuery({ queryKey: ['listings', 'warehouses'], queryFn: () => api<Warehouse[]>('GET', '/api/product/open/warehouse/list'), staleTime: 10 * 60_000 });

/** Ship to: the countries the chosen warehouse delivers to (channel-country). */
export const useShipToCountries = (warehouseCode: string | undefined) =>
  useQuery({
    queryKey: ['listings', 'shipTo', warehouseCode],
    enabled: Boolean(warehouseCode),
    queryFn: () => api<Country[]>('POST', '/api-logistics-optimiz/api/v1/logistics/channel-country', { body: { warehouseCode } }),
    staleTime: 10 * 60_000,
  });

/** The rate engine's channels on the route for a product (GET /api/listings/listingChannel; the batch asks for its first product). */
export const useListingChannels = (route: { productId: string | undefined; storeId: number | undefined; shipFrom: string | undefined; shipTo: string | undefined }) =>
  useQuery({
    queryKey: ['listings', 'channels', route],
    enabled: Boolean(route.productId && route.shipFrom && route.shipTo),
    queryFn: () => api<Channel[]>('GET', '/api/listings/listingChannel', { query: route }),
    staleTime: 5 * 60_000,
  });
