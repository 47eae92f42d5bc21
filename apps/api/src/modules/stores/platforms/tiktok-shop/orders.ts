import { createHash } from 'node:crypto';
import { PlatformError, type StoreConnection, type StoreOrderSource } from '../platform.ts';
import { cancellationsSchema, orderDetailSchema, orderSearchSchema, shippedPackageSchema, shippingProvidersSchema, type TikTokOrder } from './order-schemas.ts';
import { providerNamed } from '../carriers.ts';
import { ParcelRefusal, planParcel, storeOrderOf } from './order-mapping.ts';
import { emptySchema, packageDetailSchema } from './schemas.ts';
import type { TikTokShopApi } from './shop-api.ts';
import { readTikTokPush } from './webhook.ts';

/**
 * TikTok Shop's store orders (issue 17), API version 202309:
 * - polling: Get Order List `POST /order/202309/orders/search` (update_time_ge, sorted by update_time, oldest
 *   first, 50 a page, `page_token` as our cursor); one order: Get Order Detail `GET /order/202309/orders?ids=`;
 * - pushes: ORDER_STATUS_CHANGE (type 1) and CANCELLATION_STATUS_CHANGE (type 11) name the order only; it is
 *   read back through the signed API. A pending buyer cancellation is the order's `is_buyer_request_cancel`;
 * - tracking: Mark Package As Shipped `POST /fulfillment/202309/orders/{order_id}/packages {order_line_item_ids,
 *   shipping_provider_id, tracking_number}` with the units of the parcel (a subset of the order's units is
 *   TikTok's partial shipment: those units leave in a package of their own). The provider id comes from the
 *   providers of the order's delivery option (`GET /logistics/202309/delivery_options/{id}/shipping_providers`),
 *   matched by our carrier's name. TikTok keeps no tracking URL. A corrected number for units already shipped
 *   is `POST /fulfillment/202309/packages/{package_id}/shipping_info/update`;
 * - TikTok has no call that withdraws a shipped package, so Cancel Fulfillment is refused in TikTok's terms;
 * - the buyer's cancellation request: Search Cancellations `POST /return_refund/202309/cancellations/search`
 *   {order_ids} finds the pending request, answered with `…/cancellations/{cancel_id}/approve` or `…/reject`
 *   (reason `seller_reject_apply_product_has_been_packed`: the parcel is already being prepared by us).
 */

const SEARCH_PAGE_SIZE = '50';
const PENDING = 'CANCELLATION_REQUEST_PENDING';
const APPROVED = new Set(['CANCELLATION_REQUEST_SUCCESS', 'CANCELLATION_REQUEST_COMPLETE']);
const REJECTED = 'CANCELLATION_REQUEST_CANCEL';
/** TikTok's reject reason for a request that came after the goods were packed (its reason table, US and UK). */
export const REJECT_REASON = 'seller_reject_apply_product_has_been_packed';
/** Push types that concern an order. */
const ORDER_EVENTS = new Set(['ORDER_STATUS_CHANGE', 'CANCELLATION_STATUS_CHANGE']);
/** Shipping providers remembered per shop and delivery option (bounded). */
const PROVIDER_MEMORY = 1000;

/** TikTok's idempotency_key is a UUID; the same decision on the same request always sends the same one. */
function idempotencyKey(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function tiktokOrders(api: TikTokShopApi): StoreOrderSource {
  const providers = new Map<string, { id: string; name: string }[]>();

  async function readOrder(connection: StoreConnection, platformOrderId: string): Promise<TikTokOrder | null> {
    const { orders } = await api.call(connection, orderDetailSchema, { method: 'GET', path: '/order/202309/orders', query: { ids: platformOrderId } });
    return orders.find((order) => order.id === platformOrderId) ?? null;
  }

  async function providerIdFor(connection: StoreConnection, order: TikTokOrder, carrier: string): Promise<string> {
    const option = order.delivery_option_id;
    if (!option) throw new PlatformError('rejected', `TikTok Shop: order ${order.id} has no delivery option, so no shipping provider can be named`);
    const key = `${api.shopKey(connection)} ${option}`;
    let offered = providers.get(key);
    if (!offered) {
      offered = (await api.call(connection, shippingProvidersSchema, { method: 'GET', path: `/logistics/202309/delivery_options/${encodeURIComponent(option)}/shipping_providers` })).shipping_providers;
      if (providers.size >= PROVIDER_MEMORY) providers.delete(providers.keys().next().value!);
      providers.set(key, offered);
    }
    const provider = providerNamed(offered, carrier);
    if (!provider) throw new PlatformError('rejected', `TikTok Shop: no shipping provider matches the carrier "${carrier}" for ${order.delivery_option_name || 'the order’s delivery option'} (TikTok offers ${offered.map((p) => p.name).join(', ') || 'none'})`);
    return provider.id;
  }

  return {
    /** The cursor is TikTok's page_token: it belongs to the same `updatedSince`. */
    async listOrders(connection, { updatedSince, cursor }) {
      const page = await api.call(connection, orderSearchSchema, {
        method: 'POST',
        path: '/order/202309/orders/search',
        query: { page_size: SEARCH_PAGE_SIZE, sort_field: 'update_time', sort_order: 'ASC', ...(cursor ? { page_token: cursor } : {}) },
        body: { update_time_ge: Math.floor(updatedSince.getTime() / 1000) },
      });
      return { orders: page.orders.map(storeOrderOf), nextCursor: page.next_page_token || undefined };
    },

    async getOrder(connection, platformOrderId) {
      const order = await readOrder(connection, platformOrderId);
      return order && storeOrderOf(order);
    },

    readOrderNotice({ rawBody }) {
      const push = readTikTokPush(rawBody);
      const orderId = push?.data.order_id;
      if (!push || !ORDER_EVENTS.has(push.event) || (typeof orderId !== 'string' && typeof orderId !== 'number') || String(orderId) === '') return null;
      return { shopKey: push.shopId, platformOrderId: String(orderId), deliveryId: push.notificationId };
    },

    async uploadTracking(connection, input) {
      const order = await readOrder(connection, input.platformOrderId);
      if (!order) throw new PlatformError('rejected', `TikTok Shop: order ${input.platformOrderId} does not exist`);
      let plan;
      try {
        plan = planParcel(order, input.lines, input.trackingNumber);
      } catch (error) {
        if (error instanceof ParcelRefusal) throw new PlatformError('rejected', error.message);
        throw error;
      }
      if (plan.kind === 'uploaded') return { platformFulfilmentId: plan.packageId };
      const shippingProviderId = await providerIdFor(connection, order, input.carrier);
      if (plan.kind === 'correct') {
        await api.call(connection, emptySchema, { method: 'POST', path: `/fulfillment/202309/packages/${encodeURIComponent(plan.packageId)}/shipping_info/update`, body: { tracking_number: input.trackingNumber, shipping_provider_id: shippingProviderId } });
        return { platformFulfilmentId: plan.packageId };
      }
      const shipped = await api.call(connection, shippedPackageSchema, {
        method: 'POST',
        path: `/fulfillment/202309/orders/${encodeURIComponent(order.id)}/packages`,
        body: { order_line_item_ids: plan.unitIds, shipping_provider_id: shippingProviderId, tracking_number: input.trackingNumber },
      });
      return { platformFulfilmentId: shipped.package_id };
    },

    /** TikTok cannot take a shipped package back; an unknown package is refused in TikTok's own words. */
    async cancelTracking(connection, { platformOrderId, platformFulfilmentId }) {
      const found = await api.call(connection, packageDetailSchema, { method: 'GET', path: `/fulfillment/202309/packages/${encodeURIComponent(platformFulfilmentId)}` });
      throw new PlatformError(
        'rejected',
        `TikTok Shop: package ${found.package_id} of order ${platformOrderId} is marked as shipped (${found.package_status}); TikTok Shop has no call that withdraws it, only one that changes its tracking number`,
      );
    },

    async answerCancellation(connection, { platformOrderId, agree }) {
      const { cancellations } = await api.call(connection, cancellationsSchema, {
        method: 'POST',
        path: '/return_refund/202309/cancellations/search',
        query: { page_size: SEARCH_PAGE_SIZE },
        body: { order_ids: [platformOrderId] },
      });
      const ofOrder = cancellations.filter((c) => c.order_id === platformOrderId);
      const pending = ofOrder.find((c) => c.cancel_status === PENDING);
      if (!pending) {
        // Answered already (a retry after a lost answer): done when it went the way asked.
        if (ofOrder.some((c) => (agree ? APPROVED.has(c.cancel_status) : c.cancel_status === REJECTED))) return;
        throw new PlatformError('rejected', `TikTok Shop: order ${platformOrderId} has no pending cancellation request`);
      }
      const decision = agree ? 'approve' : 'reject';
      await api.call(connection, emptySchema, {
        method: 'POST',
        path: `/return_refund/202309/cancellations/${encodeURIComponent(pending.cancel_id)}/${decision}`,
        query: { idempotency_key: idempotencyKey(pending.cancel_id, decision) },
        body: agree ? {} : { reject_reason: REJECT_REASON, comment: 'The order is already being prepared for shipping.' },
      });
    },
  };
}
