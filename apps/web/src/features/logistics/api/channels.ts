import type { channelAnswer, channelCountry, lookChannelAnswer, lookChannelRequest } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type ShipToOption = z.infer<typeof channelCountry>;
export type LookChannelAnswer = z.infer<typeof lookChannelAnswer>;
export type LookChannelRequest = z.input<typeof lookChannelRequest>;
export type ChannelAnswer = z.infer<typeof channelAnswer>;
export interface QuoteLine {
  kkProductId: string;
  skuCode: string;
  quantity: number;
  unitPrice: number | null;
}

/**
 * Countries a warehouse ships to, named and sorted in the display language (spec 9): every
 * country from China, only their own country from the US, UK and German warehouses.
 */
export const useShipToCountries = (warehouseCode: string | undefined) =>
  useQuery({
    queryKey: ['logistics', 'channelCountries', warehouseCode],
    queryFn: () => api<ShipToOption[]>('POST', '/api-logistics-optimiz/api/v1/logistics/channel-country', { body: { warehouseCode } }),
    enabled: Boolean(warehouseCode),
    staleTime: 60 * 60_000,
  });

/** Channels, grades, delivery times and freight for a parcel of a weight (Estimate Shipping Cost). */
export const useLookChannel = () =>
  useMutation({ mutationFn: (request: LookChannelRequest) => api<LookChannelAnswer>('POST', '/api/orders/open/lookChannel', { body: request }) });

/**
 * Channels, cost and delivery time for these lines from one warehouse to a country (spec 7):
 * guests ask the open call, sellers their own. The answer for the warehouse carries its own
 * code and message (overweight, cannot deliver), so a refusal is data, not a failed call.
 */
export function useChannelQuote(warehouseCode: string, termini: string | null, lines: readonly QuoteLine[]) {
  const signedIn = Boolean(useSession());
  const products = lines.map((l) => ({ kkProductId: l.kkProductId, skuCode: l.skuCode, quantity: l.quantity, price: l.unitPrice ?? undefined }));
  return useQuery({
    queryKey: ['logistics', 'channel', signedIn, warehouseCode, termini, products],
    queryFn: async () => {
      const body = { warehouses: [{ termini, warehouseCode, products }], currency: 'USD' };
      const answers = await api<ChannelAnswer[]>('POST', signedIn ? '/api/orders/orders/channel' : '/api/orders/open/channel', { body });
      return answers.find((a) => a.warehouseCode === warehouseCode) ?? answers[0]!;
    },
    enabled: termini !== null && products.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
