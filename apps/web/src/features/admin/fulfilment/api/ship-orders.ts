import type { Envelope, ParcelSummary } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { adminKeys } from '../../api/keys';

/** Shapes of /api/admin/fulfilment/... (apps/api/src/modules/admin/fulfilment/schemas.ts). */
export interface AdminParcel extends ParcelSummary {
  kkOrderId: string;
  warehouseCode: string;
  trackingRegistered: boolean;
}

export interface QueueLine {
  kkItemId: number;
  skuCode: string;
  productName: string;
  imageUrl: string | null;
  options: string;
  quantity: number;
  shipped: number;
  refunded: number;
  remaining: number;
}

export interface QueueOrder {
  kkOrderId: string;
  status: string;
  warehouseCode: string;
  paidAt: string | null;
  recipient: string;
  country: string;
  channelName: string;
  held: boolean;
  lines: QueueLine[];
  parcels: AdminParcel[];
}

export interface ShipParcelInput {
  kkOrderId: string;
  lines: { kkItemId: number; quantity: number }[];
  firstCarrier: string;
  trackingNumber: string;
  lastCarrier?: string | null;
  tailTrackingNumber?: string | null;
  trackingUrl?: string | null;
  weightGrams?: number | null;
}

export interface QueueFilter {
  warehouseCode?: string;
  search?: string;
  pageNumber: number;
}

export const SHIP_PAGE_SIZE = 20;
const base = '/api/admin/fulfilment';
const keys = {
  all: [...adminKeys.all, 'fulfilment'] as const,
  waiting: (filter: QueueFilter) => [...adminKeys.all, 'fulfilment', 'waiting', filter] as const,
  inTransit: (filter: QueueFilter) => [...adminKeys.all, 'fulfilment', 'inTransit', filter] as const,
};
type Page<T> = { list: T[]; total: number };

export const useShipQueue = (filter: QueueFilter) =>
  useQuery({ queryKey: keys.waiting(filter), queryFn: () => adminApi<Page<QueueOrder>>('GET', `${base}/orders`, { query: { ...filter, pageSize: SHIP_PAGE_SIZE } }), placeholderData: keepPreviousData });

export const useParcelsInTransit = (filter: QueueFilter) =>
  useQuery({ queryKey: keys.inTransit(filter), queryFn: () => adminApi<Page<AdminParcel>>('GET', `${base}/parcels`, { query: { ...filter, pageSize: SHIP_PAGE_SIZE } }), placeholderData: keepPreviousData });

/** A write; both lists and the audit log are refreshed after it. */
function useFulfilmentMutation<V, D>(run: (vars: V) => Promise<Envelope<D>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useShipParcel = () => useFulfilmentMutation((input: ShipParcelInput) => adminCall<{ parcel: AdminParcel; orderStatus: string }>('POST', `${base}/parcels`, { body: input }));
export const useMarkDelivered = () => useFulfilmentMutation((parcelCode: string) => adminCall<AdminParcel>('POST', `${base}/parcels/${encodeURIComponent(parcelCode)}/delivered`));
