import type { StorePlatformCode } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A choice the store offers (a collection, category or tag), as the per-platform calls of spec 7.4 answer it. */
export type StoreChoice = { id: string; name: string };

/** Which of its taxonomies each platform's store offers in the batch modal (spec 7.4's table). */
const TAXONOMIES: Record<StorePlatformCode, { collections: boolean; categories: boolean; tags: 'store' | 'free' }> = {
  shopify: { collections: true, categories: false, tags: 'free' },
  woocommerce: { collections: false, categories: true, tags: 'store' },
  'tiktok-shop': { collections: false, categories: true, tags: 'free' },
  temu: { collections: false, categories: true, tags: 'free' },
};
export const taxonomiesOf = (platform: StorePlatformCode | undefined) => (platform ? TAXONOMIES[platform] : null);

const useStoreChoices = (platform: StorePlatformCode | undefined, storeId: number | undefined, call: 'collections' | 'categories' | 'tags', enabled: boolean) =>
  useQuery({
    queryKey: ['listings', 'storeChoices', platform, storeId, call],
    enabled: enabled && platform !== undefined && storeId !== undefined,
    queryFn: () => api<StoreChoice[]>('GET', `/api/listings/${platform}/${call}`, { query: { storeId } }),
    staleTime: 60_000,
  });

/** The collections, categories and store tags of the chosen store (GET /api/listings/{platform}/collections|categories|tags). */
export function useStoreTaxonomies(platform: StorePlatformCode | undefined, storeId: number | undefined) {
  const offered = taxonomiesOf(platform);
  return {
    offered,
    collections: useStoreChoices(platform, storeId, 'collections', Boolean(offered?.collections)),
    categories: useStoreChoices(platform, storeId, 'categories', Boolean(offered?.categories)),
    tags: useStoreChoices(platform, storeId, 'tags', offered?.tags === 'store'),
  };
}

type Warehouse = { warehouseCode: string; countryName: string };
type Country = { code: string; name: string };
type Channel = { channelCode: string; channelName: string; deliveryTime?: string | null };

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

/** The channels from the warehouse to the country (GET /api/listings/listingChannel). */
export const useListingChannels = (shipFrom: string | undefined, shipTo: string | undefined) =>
  useQuery({
    queryKey: ['listings', 'channels', shipFrom, shipTo],
    enabled: Boolean(shipFrom && shipTo),
    queryFn: () => api<Channel[]>('GET', '/api/listings/listingChannel', { query: { shipFrom, shipTo } }),
    staleTime: 5 * 60_000,
  });
