import type { authorizationAnswer, countryOption, currencyInfo, platformEntry, reauthorizeAnswer, Store, StorePlatformCode, StoreSettings, storeSettingDetail } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../lib/api-client';

export type { Store, StoreSettings };
export type PlatformEntry = z.infer<typeof platformEntry>;
export type StoreSettingDetail = z.infer<typeof storeSettingDetail>;
type AuthorizationAnswer = z.infer<typeof authorizationAnswer>;
type ReauthorizeAnswer = z.infer<typeof reauthorizeAnswer>;

const STORES_KEY = ['stores', 'list'] as const;
const settingsKey = (storeId: number) => ['stores', 'settings', storeId] as const;

/** Spec 7.1: the platforms a store can be on; `available` once the server can connect that kind. */
export const usePlatforms = () => useQuery({ queryKey: ['stores', 'platforms'], queryFn: () => api<PlatformEntry[]>('GET', '/api/store/allPlatform'), staleTime: 10 * 60_000 });

/** The Stores screen's list, newest first. */
export const storesQuery = { queryKey: STORES_KEY, queryFn: () => api<Store[]>('GET', '/api/store/storeList') };
export const useStores = () => useQuery(storesQuery);

/** Every change refreshes the list; callers show the server's message. */
function useStoresMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['stores'] }) });
}

/** Starts the platform's authorization: answers the URL of its page (Shopify install, wc-auth, TikTok Shop). */
export const useStartAuthorization = () =>
  useMutation({ mutationFn: ({ platform, storeName, storeUrl }: { platform: StorePlatformCode; storeName: string; storeUrl: string }) => api<AuthorizationAnswer>('POST', `/api/store/${platform}/newStore`, { body: { storeName, storeUrl } }) });

/** A self-hosted store by its consumer key and secret, which the server checks with a real call. */
export const useBindStore = () =>
  useStoresMutation((input: { platform: StorePlatformCode; storeName: string; storeUrl: string; consumerKey: string; consumerSecret: string }) => call<Store>('POST', '/api/store/storeBind', { body: input }));

/** A marketplace store by a token pasted from its seller center (Temu's manual authorization), which the server checks with a real call. */
export const useBindToken = () =>
  useStoresMutation((input: { platform: StorePlatformCode; storeName: string; region: string; accessToken: string }) => call<Store>('POST', '/api/store/tokenBind', { body: input }));

/** The platform sent the browser back: its query goes to the server, which checks it and exchanges the code. */
export const completeAuthorization = (platform: string, params: Record<string, string>) => call<Store>('POST', `/api/store/authCallback/${encodeURIComponent(platform)}`, { body: { params } });

export const useReauthorize = () => useStoresMutation((storeId: number) => call<ReauthorizeAnswer>('GET', `/api/store/reauthorize/${storeId}`));
export const useSetStoreStatus = () => useStoresMutation(({ storeId, enabled }: { storeId: number; enabled: boolean }) => call<Store>('PUT', '/api/store/storeStatus', { body: { storeId, enabled } }));
export const useRemoveStore = () => useStoresMutation((storeId: number) => call<null>('DELETE', `/api/store/store/${storeId}`));

export const useStoreSettings = (storeId: number | null) =>
  useQuery({ queryKey: settingsKey(storeId ?? 0), queryFn: () => api<StoreSettingDetail>('GET', `/api/store/storeSettingDetail/${storeId}`), enabled: storeId !== null });

export const useSaveStoreSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreSettings & { storeId: number }) => call<StoreSettingDetail>('POST', '/api/store/storeSetting', { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey(answer.data.storeId), answer.data);
      return queryClient.invalidateQueries({ queryKey: STORES_KEY });
    },
  });
};

/** Store currencies offered (spec 7.1 GET /api/system/allCurrency). */
export const useCurrencyCodes = () =>
  useQuery({ queryKey: ['stores', 'currencies'], queryFn: async () => (await api<z.infer<typeof currencyInfo>[]>('GET', '/api/system/allCurrency')).map((c) => c.code), staleTime: 10 * 60_000 });

/** The national rule's countries, named in the display language by the server. */
export const useCountryOptions = () =>
  useQuery({ queryKey: ['stores', 'countries'], queryFn: () => api<z.infer<typeof countryOption>[]>('GET', '/api/system/countryList'), staleTime: 60 * 60_000 });
