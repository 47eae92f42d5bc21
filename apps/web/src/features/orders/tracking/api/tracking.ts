import type { ParcelSummary, PicturedParcelItem } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';

/** Shapes of POST /api/orders/logisticsTrackInfo and the Fulfill Order calls (apps/api/src/modules/orders/fulfilment/schemas.ts). */
export interface TrackingEvent {
  time: string;
  location: string | null;
  description: string;
  stage: string;
}

export interface ParcelTrack extends ParcelSummary {
  status: 'preparing' | 'shipped' | 'delivered' | 'cancelled';
  items: PicturedParcelItem[];
  firstLegEvents: TrackingEvent[];
  lastLegEvents: TrackingEvent[];
  message: string | null;
}

export interface Fulfilment {
  store: string | null;
  storeOrderId: string | null;
  trackingNumber: string;
  shippingCarrier: string;
  trackingUrl: string | null;
  createdAt: string;
}

export interface LogisticsTrackInfo {
  kkOrderId: string;
  orderStatus: string;
  parcels: ParcelTrack[];
  fulfilment: Fulfilment | null;
}

export interface FulfilInput {
  kkOrderId: string;
  store?: string;
  storeOrderId?: string;
  trackingNumber: string;
  shippingCarrier: string;
  trackingUrl?: string;
}

const trackingKey = (kkOrderId: string) => ['orders', 'tracking', kkOrderId] as const;

/**
 * The order's parcels with their carrier events. The envelope's message is kept: it says
 * 'Logistics information has not been updated yet' while no parcel has an event.
 */
export const useLogisticsTrackInfo = (kkOrderId: string | null) =>
  useQuery({
    queryKey: trackingKey(kkOrderId ?? ''),
    enabled: Boolean(kkOrderId),
    queryFn: async () => {
      const envelope = await call<LogisticsTrackInfo>('POST', '/api/orders/logisticsTrackInfo', { body: { kkOrderId } });
      return { ...envelope.data, message: envelope.message };
    },
    // Carriers report every few hours; a page left open catches up now and then.
    refetchInterval: 60_000,
  });

function useTrackingMutation<T>(run: (input: T) => ReturnType<typeof call>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }) });
}

/** Resolves to the envelope, so the dialog shows the server's message. */
export const useFulfilOrder = () => useTrackingMutation((input: FulfilInput) => call<Fulfilment>('POST', '/api/orders/fulfillment', { body: input }));
export const useCancelFulfilment = () => useTrackingMutation((kkOrderId: string) => call<null>('PUT', '/api/orders/cancelFulfillment', { body: { kkOrderId } }));
/** Retry of a tracking upload to the seller's store that failed (POST /api/orders/{kkOrderId}/tracking-uploads/{id}/retry). */
export const useRetryTrackingUpload = () =>
  useTrackingMutation(({ kkOrderId, uploadId }: { kkOrderId: string; uploadId: number }) => call<unknown>('POST', `/api/orders/${encodeURIComponent(kkOrderId)}/tracking-uploads/${uploadId}/retry`));
