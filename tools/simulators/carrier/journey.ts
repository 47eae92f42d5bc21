/**
 * The steps every simulated parcel goes through, in order. The last three are reported by the
 * last-mile carrier when the parcel has one (17TRACK lists each carrier as its own provider).
 */
export interface JourneyStep {
  stage: 'InfoReceived' | 'PickedUp' | 'Departure' | 'Arrival' | 'OutForDelivery' | 'Delivered';
  subStatus: string;
  /** 17TRACK's main status once this step is the latest. */
  status: 'InfoReceived' | 'InTransit' | 'OutForDelivery' | 'Delivered';
  description: string;
  location: string | null;
  lastMile: boolean;
}

export const JOURNEY: readonly JourneyStep[] = [
  { stage: 'InfoReceived', subStatus: 'InfoReceived', status: 'InfoReceived', description: 'Shipment information received, awaiting pickup', location: 'Shenzhen, CN', lastMile: false },
  { stage: 'PickedUp', subStatus: 'InTransit_PickedUp', status: 'InTransit', description: 'Picked up by the carrier', location: 'Shenzhen, CN', lastMile: false },
  { stage: 'Departure', subStatus: 'InTransit_Departure', status: 'InTransit', description: 'Departed origin facility', location: 'Shenzhen International Sorting Center, CN', lastMile: false },
  { stage: 'Arrival', subStatus: 'InTransit_Arrival', status: 'InTransit', description: 'Arrived at destination country', location: 'International Service Center', lastMile: true },
  { stage: 'OutForDelivery', subStatus: 'OutForDelivery_Other', status: 'OutForDelivery', description: 'Out for delivery', location: 'Local delivery office', lastMile: true },
  { stage: 'Delivered', subStatus: 'Delivered_Other', status: 'Delivered', description: 'Delivered', location: 'Recipient address', lastMile: true },
];
