import { PlatformError, type StoreConnection, type TrackingUpload } from '../platform.ts';
import type { ShopifyGraphql } from './shopify-graphql.ts';
import { gidOf, numericIdOf } from './shopify-order-ids.ts';
import { FULFILMENT_CANCEL, FULFILMENT_CREATE, ORDER_FULFILMENT_STATE } from './shopify-order-operations.ts';

/**
 * Tracking pushed to a Shopify order (issue 17): the order's fulfillment orders say where each line can
 * still be fulfilled; fulfillmentCreate names the parcel's lines and quantities on them (a partial shipment
 * is a partial fulfilment) with the tracking company, number and URL, and notifies the customer.
 * fulfillmentCancel withdraws one. A retry after a lost answer finds the fulfilment it made by its tracking
 * number instead of fulfilling twice.
 */

interface UserError {
  field: string[] | null;
  message: string;
}
interface FulfilmentState {
  id: string;
  fulfillments: { id: string; status: string; trackingInfo: { number: string | null }[] }[];
  fulfillmentOrders: { nodes: { id: string; status: string; lineItems: { nodes: { id: string; remainingQuantity: number; lineItem: { id: string } }[] } }[] };
}

/** Fulfillment orders lines can be fulfilled from (not closed, cancelled, on hold or scheduled). */
const FULFILLABLE = new Set(['OPEN', 'IN_PROGRESS']);
const ALREADY_CANCELLED = /already (been )?cancel/i;

const shopOf = (connection: StoreConnection) => new URL(connection.storeUrl).hostname;
const rejectOn = (errors: UserError[]) => {
  if (errors.length > 0) throw new PlatformError('rejected', errors.map((error) => error.message).join('; '));
};

type Allocation = { fulfillmentOrderId: string; fulfillmentOrderLineItems: { id: string; quantity: number }[] };

/**
 * The parcel's lines spread over the fulfillment orders' remaining quantities (all remaining when the upload
 * names no lines). Rejected when a line has less left to fulfil than the parcel holds.
 */
export function allocateLines(state: FulfilmentState, lines: TrackingUpload['lines']): Allocation[] {
  const open = state.fulfillmentOrders.nodes.filter((fo) => FULFILLABLE.has(fo.status));
  const byOrder = new Map<string, { id: string; quantity: number }[]>();
  const take = (fulfillmentOrderId: string, id: string, quantity: number) => {
    const list = byOrder.get(fulfillmentOrderId) ?? [];
    list.push({ id, quantity });
    byOrder.set(fulfillmentOrderId, list);
  };
  if (lines.length === 0) {
    for (const fo of open) for (const item of fo.lineItems.nodes) if (item.remainingQuantity > 0) take(fo.id, item.id, item.remainingQuantity);
  }
  for (const line of lines) {
    let left = line.quantity;
    for (const fo of open) {
      for (const item of fo.lineItems.nodes) {
        if (left === 0) break;
        if (numericIdOf(item.lineItem.id) !== numericIdOf(line.platformLineId) || item.remainingQuantity <= 0) continue;
        const quantity = Math.min(left, item.remainingQuantity);
        take(fo.id, item.id, quantity);
        left -= quantity;
      }
    }
    if (left > 0) throw new PlatformError('rejected', `line ${line.platformLineId} has ${line.quantity - left} of ${line.quantity} left to fulfil`);
  }
  if (byOrder.size === 0) throw new PlatformError('rejected', 'the order has nothing left to fulfil');
  return [...byOrder].map(([fulfillmentOrderId, fulfillmentOrderLineItems]) => ({ fulfillmentOrderId, fulfillmentOrderLineItems }));
}

export function shopifyFulfilment(graphql: ShopifyGraphql) {
  return {
    async uploadTracking(connection: StoreConnection, input: TrackingUpload): Promise<{ platformFulfilmentId: string }> {
      const shop = shopOf(connection);
      const token = connection.credentials.accessToken;
      const { order } = await graphql<{ order: FulfilmentState | null }>(shop, token, ORDER_FULFILMENT_STATE, { id: gidOf('Order', input.platformOrderId) });
      if (!order) throw new PlatformError('rejected', `order ${input.platformOrderId} is not in the store`);
      const made = order.fulfillments.find((f) => f.status === 'SUCCESS' && f.trackingInfo.some((info) => info.number === input.trackingNumber));
      if (made) return { platformFulfilmentId: made.id };
      const { fulfillmentCreate } = await graphql<{ fulfillmentCreate: { fulfillment: { id: string } | null; userErrors: UserError[] } }>(shop, token, FULFILMENT_CREATE, {
        fulfillment: {
          lineItemsByFulfillmentOrder: allocateLines(order, input.lines),
          trackingInfo: { company: input.carrier, number: input.trackingNumber, ...(input.trackingUrl ? { url: input.trackingUrl } : {}) },
          notifyCustomer: true,
        },
      });
      rejectOn(fulfillmentCreate.userErrors);
      if (!fulfillmentCreate.fulfillment) throw new PlatformError('unavailable', 'Shopify answered no fulfillment');
      return { platformFulfilmentId: fulfillmentCreate.fulfillment.id };
    },

    async cancelTracking(connection: StoreConnection, input: { platformOrderId: string; platformFulfilmentId: string }): Promise<void> {
      const { fulfillmentCancel } = await graphql<{ fulfillmentCancel: { userErrors: UserError[] } }>(shopOf(connection), connection.credentials.accessToken, FULFILMENT_CANCEL, {
        id: gidOf('Fulfillment', input.platformFulfilmentId),
      });
      rejectOn(fulfillmentCancel.userErrors.filter((error) => !ALREADY_CANCELLED.test(error.message)));
    },
  };
}
