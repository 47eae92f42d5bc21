import type { FastifyInstance } from 'fastify';
import { formOf, html } from '../shared/server.ts';
import { escape, layout } from '../shared/pages.ts';
import { ADDRESS_PRESETS, CANCELLATION_REQUESTED_TAG, SHIPPING_METHODS, tail, type ShopifyOrders } from './orders.ts';
import type { ShopifyCatalogue } from './products.ts';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px}
label{display:block;margin:12px 0 4px;font-weight:600}fieldset{border:1px solid #ddd;border-radius:8px;margin:12px 0}
fieldset label{font-weight:400;display:block;margin:4px 0}button{margin-top:16px;padding:10px 16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}
.fulfilment{border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}`;

/**
 * The shopper's pages under /storefront/{shop}: the buy form of a product (variant, quantity, shipping method,
 * an address preset), and an order's page (its lines, each fulfilment with tracking company, number and link,
 * what is left unfulfilled, and 'Request cancellation').
 */
export function storefrontOrderRoutes(app: FastifyInstance, shopOrders: (domain: string) => { orders: ShopifyOrders; catalogue: ShopifyCatalogue; currency: string; name: string } | undefined) {
  const notFound = (reply: Parameters<typeof html>[0]) => html(reply, 404, layout('Not found', STYLE, '<h1>Sorry, this page is not available.</h1>'));

  app.get<{ Params: { shop: string; product: string } }>('/storefront/:shop/products/:product/buy', async (request, reply) => {
    const shop = shopOrders(request.params.shop);
    const product = shop?.catalogue.products().find((p) => p.status === 'ACTIVE' && tail(p.id) === request.params.product);
    if (!shop || !product) return notFound(reply);
    const variants = product.variants.map((v) => `<option value="${escape(v.id)}">${escape([v.sku, ...v.selectedOptions.map((o) => o.value)].join(' · '))} — ${escape(v.price)} ${escape(shop.currency)}</option>`).join('');
    const shipping = Object.entries(SHIPPING_METHODS)
      .map(([title, price], i) => `<label><input type="radio" name="shipping" value="${escape(title)}"${i === 0 ? ' checked' : ''}> ${escape(title)} (${escape(price)} ${escape(shop.currency)})</label>`)
      .join('');
    const addresses = Object.entries(ADDRESS_PRESETS)
      .map(([key, preset], i) => `<label><input type="radio" name="address" value="${escape(key)}"${i === 0 ? ' checked' : ''}> ${escape(preset.label)}</label>`)
      .join('');
    return html(
      reply,
      200,
      layout(
        `Buy ${product.title}`,
        STYLE,
        `<p><a href="/storefront/${escape(request.params.shop)}">${escape(shop.name)}</a></p><h1>${escape(product.title)}</h1>
<form method="post"><label for="variant">Variant</label><select id="variant" name="variant">${variants}</select>
<label for="quantity">Quantity</label><input id="quantity" name="quantity" type="number" min="1" max="99" value="1">
<fieldset><legend>Shipping method</legend>${shipping}</fieldset><fieldset><legend>Ship to</legend>${addresses}</fieldset>
<button type="submit">Buy now</button></form>`,
      ),
    );
  });

  app.post<{ Params: { shop: string; product: string } }>('/storefront/:shop/products/:product/buy', async (request, reply) => {
    const shop = shopOrders(request.params.shop);
    if (!shop) return notFound(reply);
    const form = formOf(request.body);
    const quantity = Number(form.get('quantity') ?? 1);
    try {
      const { order } = await shop.orders.create({ lines: [{ variantId: String(form.get('variant') ?? ''), quantity }], shipping: String(form.get('shipping') ?? ''), address: String(form.get('address') ?? 'us') });
      return reply.redirect(`/storefront/${encodeURIComponent(request.params.shop)}/orders/${tail(order.id)}`, 303);
    } catch (error) {
      return html(reply, 400, layout('Not bought', STYLE, `<h1>The order could not be placed</h1><p>${escape((error as Error).message)}</p>`));
    }
  });

  app.get<{ Params: { shop: string; order: string } }>('/storefront/:shop/orders/:order', async (request, reply) => {
    const shop = shopOrders(request.params.shop);
    const order = shop?.orders.find(request.params.order);
    if (!shop || !order) return notFound(reply);
    const titleOf = (lineItemId: string) => {
      const line = order.lines.find((l) => l.id === lineItemId);
      return line ? `${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}` : lineItemId;
    };
    const lines = order.lines.map((line) => `<tr><td>${escape(line.sku)}</td><td>${escape(titleOf(line.id))}</td><td>${line.quantity}</td><td>${escape(line.price)} ${escape(order.currency)}</td></tr>`).join('');
    const fulfilments = order.fulfillments
      .map((f, i) => {
        const items = f.lines.map((item) => {
          const foLine = order.fulfillmentOrder.lines.find((l) => l.id === item.id)!;
          return `<li>${escape(titleOf(foLine.lineItemId))} × ${item.quantity}</li>`;
        });
        const link = f.trackingInfo.url ? `<a class="tracking-url" href="${escape(f.trackingInfo.url)}">${escape(f.trackingInfo.url)}</a>` : '';
        return `<section class="fulfilment" data-status="${f.status}" data-tracking-number="${escape(f.trackingInfo.number ?? '')}"><h3>Shipment ${i + 1}${f.status === 'CANCELLED' ? ' (cancelled)' : ''}</h3>
<p>Carrier: <span class="tracking-company">${escape(f.trackingInfo.company ?? '')}</span> · Tracking number: <span class="tracking-number">${escape(f.trackingInfo.number ?? '')}</span></p>${link ? `<p>${link}</p>` : ''}<ul>${items.join('')}</ul></section>`;
      })
      .join('');
    const left = order.fulfillmentOrder.lines.filter((line) => line.remainingQuantity > 0).map((line) => `<li data-line-item-id="${escape(line.lineItemId)}">${escape(titleOf(line.lineItemId))} × ${line.remainingQuantity}</li>`);
    const a = order.address;
    const requested = order.tags.includes(CANCELLATION_REQUESTED_TAG);
    return html(
      reply,
      200,
      layout(
        `Order ${order.name}`,
        STYLE,
        `<p><a href="/storefront/${escape(request.params.shop)}">${escape(shop.name)}</a></p><h1>Order ${escape(order.name)}</h1>
<p>Paid · ${escape((shop.orders.totalOf(order) / 100).toFixed(2))} ${escape(order.currency)} · ${escape(order.shipping.title)} shipping</p>
<p>Ship to: ${escape([`${a.firstName} ${a.lastName}`, a.phone, a.address1, a.address2, a.city, a.provinceCode, a.countryCode, a.zip].filter(Boolean).join(', '))}</p>
<table><thead><tr><th>SKU</th><th>Item</th><th>Quantity</th><th>Price</th></tr></thead><tbody>${lines}</tbody></table>
<h2>Shipments</h2>${fulfilments || '<p>Not shipped yet.</p>'}
<h2>Not shipped yet</h2>${left.length ? `<ul class="unfulfilled">${left.join('')}</ul>` : '<p>Everything has shipped.</p>'}
${requested ? '<p class="cancellation">Cancellation requested.</p>' : `<form method="post" action="/storefront/${escape(request.params.shop)}/orders/${escape(tail(order.id))}/cancellation"><button type="submit">Request cancellation</button></form>`}`,
      ),
    );
  });

  app.post<{ Params: { shop: string; order: string } }>('/storefront/:shop/orders/:order/cancellation', async (request, reply) => {
    const shop = shopOrders(request.params.shop);
    const order = shop?.orders.find(request.params.order);
    if (!shop || !order) return notFound(reply);
    await shop.orders.requestCancellation(order);
    return reply.redirect(`/storefront/${encodeURIComponent(request.params.shop)}/orders/${tail(order.id)}`, 303);
  });
}
