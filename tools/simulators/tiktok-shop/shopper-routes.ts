import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problemPage } from '../shared/authorize-page.ts';
import { rawJsonOf } from '../shared/raw-json.ts';
import { formOf, html } from '../shared/server.ts';
import { storefrontPage } from '../shared/storefront.ts';
import { buySection, orderPage, withSection } from './order-pages.ts';
import { bodyOf, isAddressPreset, OrderRefusal, type BuyInput } from './orders.ts';
import type { SimulatedShop } from './server.ts';

/**
 * The TikTok Shop simulator's shopper side (not part of TikTok's API): GET /storefront/{shopId} (and
 * /shop/{shopId}) with its Buy form, each order's page and the buyer's cancellation request
 * (order-pages.ts), and the JSON test controls for orders: GET|POST /simulator/shops/{shopId}/orders,
 * POST …/orders/{orderId}/status {status}, POST …/orders/{orderId}/cancellation-request.
 */
export function shopperRoutes(app: FastifyInstance, { shops, imageUrl }: { shops: Map<string, SimulatedShop>; imageUrl: (uri: string) => string }): void {
  const storefront = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const shop = shops.get(request.params.id);
    if (!shop) return html(reply, 404, problemPage('Shop not found', 'No shop has this id.'));
    const orders = shop.orders.all().map((o) => ({ id: o.id, status: o.status, total: `${o.payment.total_amount} ${o.payment.currency}` }));
    const page = storefrontPage('TikTok Shop', shop.name, shop.catalogue.storefront(imageUrl), orders);
    return html(reply, 200, withSection(page, buySection(shop.id, shop.catalogue, shop.orders)));
  };
  /** The shopper's actions answer a page; a refusal is a problem page with TikTok's words. */
  const shopperAction = async (reply: FastifyReply, action: () => Promise<string>) => {
    try {
      return reply.redirect(await action(), 303);
    } catch (error) {
      if (error instanceof OrderRefusal) return html(reply, 400, problemPage('Not possible', error.message));
      throw error;
    }
  };
  app.post<{ Params: { id: string } }>('/storefront/:id/buy', async (request, reply) => {
    const shop = shops.get(request.params.id);
    if (!shop) return html(reply, 404, problemPage('Shop not found', 'No shop has this id.'));
    const form = formOf(request.body);
    const address = form.get('address');
    return shopperAction(reply, async () => {
      const order = await shop.orders.buy({
        lines: [{ skuId: form.get('sku_id') ?? '', quantity: Number(form.get('quantity') ?? 1) }],
        address: isAddressPreset(address) ? address : 'US',
        deliveryOption: form.get('delivery_option') ?? undefined,
      });
      return `/storefront/${shop.id}/orders/${order.id}`;
    });
  });
  app.get<{ Params: { id: string; orderId: string } }>('/storefront/:id/orders/:orderId', async (request, reply) => {
    const shop = shops.get(request.params.id);
    const order = shop?.orders.get(request.params.orderId);
    if (!shop || !order) return html(reply, 404, problemPage('Order not found', 'No order has this id.'));
    return html(reply, 200, orderPage(shop.id, shop.name, order, shop.orders));
  });
  app.post<{ Params: { id: string; orderId: string } }>('/storefront/:id/orders/:orderId/cancel', async (request, reply) => {
    const shop = shops.get(request.params.id);
    if (!shop) return html(reply, 404, problemPage('Shop not found', 'No shop has this id.'));
    return shopperAction(reply, async () => {
      await shop.orders.requestCancellation(request.params.orderId);
      return `/storefront/${shop.id}/orders/${request.params.orderId}`;
    });
  });

  // Test controls for orders (JSON): list, create (a shopper's order without the page), TikTok's own progress, a buyer's cancellation request.
  const control = async (reply: FastifyReply, shopId: string, action: (shop: SimulatedShop) => unknown) => {
    const shop = shops.get(shopId);
    if (!shop) return reply.status(404).send({ error: 'unknown shop' });
    try {
      return await action(shop);
    } catch (error) {
      if (error instanceof OrderRefusal) return reply.status(400).send({ error: error.message, code: error.code });
      throw error;
    }
  };
  app.get<{ Params: { id: string } }>('/simulator/shops/:id/orders', async (request, reply) =>
    control(reply, request.params.id, (shop) => ({ orders: shop.orders.all().map((o) => ({ ...o, packages: shop.orders.packagesOf(o.id), cancellations: shop.orders.cancellationsOf(o.id) })), deliveryOptions: shop.orders.deliveryOptions() })),
  );
  app.post<{ Params: { id: string } }>('/simulator/shops/:id/orders', async (request, reply) =>
    control(reply, request.params.id, async (shop) => ({ order: await shop.orders.buy(buyInputOf(rawJsonOf(request.body).json)) })),
  );
  app.post<{ Params: { id: string; orderId: string } }>('/simulator/shops/:id/orders/:orderId/status', async (request, reply) =>
    control(reply, request.params.id, async (shop) => ({ order: await shop.orders.setStatus(request.params.orderId, String(bodyOf(rawJsonOf(request.body).json).status ?? '')) })),
  );
  app.post<{ Params: { id: string; orderId: string } }>('/simulator/shops/:id/orders/:orderId/cancellation-request', async (request, reply) =>
    control(reply, request.params.id, async (shop) => ({ cancellation: await shop.orders.requestCancellation(request.params.orderId) })),
  );
  app.get('/shop/:id', storefront);
  app.get('/storefront/:id', storefront);
}

/** The JSON test control's order: {lines: [{sku_id | seller_sku, quantity, product_name?, price?}], address: US | UK | missing | an address, delivery_option?, status?, buyer_email?}. */
function buyInputOf(json: unknown): BuyInput {
  const body = json && typeof json === 'object' ? (json as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const lines = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  return {
    lines: lines.map((line) => ({ skuId: text(line?.sku_id), sellerSku: text(line?.seller_sku), quantity: Number(line?.quantity ?? 1), productName: text(line?.product_name), price: text(line?.price) })),
    address: isAddressPreset(body.address) ? body.address : body.address && typeof body.address === 'object' ? (body.address as BuyInput['address']) : 'US',
    deliveryOption: text(body.delivery_option),
    status: text(body.status),
    buyerEmail: text(body.buyer_email),
  };
}
