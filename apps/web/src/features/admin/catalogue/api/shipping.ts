import type { AdminChannel, ChannelInput, CreateChannelInput, adminZone, channelZoneRates } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminApi, adminCall } from '../../api/client';
import { catalogueKeys } from './keys';
import { useCatalogueMutation, type Widen } from './mutation';

export type ZoneRates = z.infer<typeof channelZoneRates>;
export type Zone = z.infer<typeof adminZone>;
const base = '/api/admin/catalogue/shipping';

export const useChannels = () => useQuery({ queryKey: catalogueKeys.channels, queryFn: () => adminApi<AdminChannel[]>('GET', `${base}/channels`) });

export const useSaveChannel = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<ChannelInput> }) =>
    id === undefined ? adminCall<AdminChannel[]>('POST', `${base}/channels`, { body: input as CreateChannelInput }) : adminCall<AdminChannel[]>('PUT', `${base}/channels/${id}`, { body: input }),
  );

export const useRates = (channelId: number) => useQuery({ queryKey: catalogueKeys.rates(channelId), queryFn: () => adminApi<ZoneRates[]>('GET', `${base}/channels/${channelId}/rates`) });

export const useSetZoneRates = () =>
  useCatalogueMutation(({ channelId, zoneCode, brackets }: { channelId: number; zoneCode: string; brackets: { maxWeightGrams: number; priceCents: number }[] }) =>
    adminCall<ZoneRates[]>('PUT', `${base}/channels/${channelId}/rates/${encodeURIComponent(zoneCode)}`, { body: { brackets } }),
  );

export const useZones = () => useQuery({ queryKey: catalogueKeys.zones, queryFn: () => adminApi<Zone[]>('GET', `${base}/zones`) });
