/**
 * What our server asks of a parcel-tracking service; one adapter per service API
 * (seventeen-track.ts speaks 17TRACK's Tracking API v2.2). Carriers are named as in CARRIERS.
 */

export interface TrackingRegistration {
  /** The first carrier's tracking number: the number the service follows. */
  number: string;
  carrier: string;
  /** The last-mile carrier, when the parcel changes hands in the destination country. */
  finalCarrier: string | null;
  /** Our parcel code, echoed back in track info and webhooks. */
  tag: string;
}

export interface TrackedEvent {
  occurredAt: Date;
  location: string | null;
  description: string;
  /** The service's stage: InfoReceived, PickedUp, Departure, Arrival, OutForDelivery, Delivered, Exception... */
  stage: string;
  /** The service's code of the carrier that reported the event (null when unknown). */
  carrierCode: number | null;
}

export interface TrackReport {
  number: string;
  tag: string | null;
  /** The service's latest main status (NotFound, InfoReceived, InTransit, ..., Delivered). */
  status: string;
  delivered: boolean;
  events: TrackedEvent[];
}

export interface TrackingService {
  /** Starts following the numbers; a number the service follows already counts as registered. */
  register(parcels: TrackingRegistration[]): Promise<void>;
  /** The current track of each number (numbers the service does not follow are left out). */
  trackInfo(parcels: Pick<TrackingRegistration, 'number' | 'carrier'>[]): Promise<TrackReport[]>;
  /** Verifies a webhook push and reads it; null for pushes that carry no track (e.g. TRACKING_STOPPED). */
  readWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): TrackReport | null;
}

export class InvalidTrackingSignature extends Error {}
export class TrackingUnavailable extends Error {}
