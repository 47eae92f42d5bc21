import type { FastifyInstance } from 'fastify';
import { formOf, html } from '../shared/server.ts';
import { escape, layout } from '../shared/pages.ts';
import type { StorefrontOrder } from '../shared/storefront.ts';
import { ADDRESS_PRESETS, CANCELLATION_META, OrderRefused, SHIPPING_METHODS, type WooOrder, type WooOrders } from './orders.ts';
import type { WooProduct } from './products.ts';

/**
 * The shopper's side of the simulated WooCommerce site (plain HTML forms, no script):
 * - the storefront's 'Buy' section (added to the shared storefront page): variation, quantity, shipping
 *   method and an address preset (United States, United Kingdom, or one with data missing); 'Buy' places a
 *   paid order (status processing, order.created fires) and opens its page;
 * - GET /my-account/view-order/{id}/: the order as the shopper sees it (status, lines, totals, address, the
 *   shipment trackings and customer notes the store added), with 'Request cancellation' (the order meta
 *   `_cancellation_requested` = 'yes', order.updated fires).
 */

const STYLE = `body{font-family:system-ui,sans-serif;max-width:960px;margin:32px auto;padding:0 16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}
label{display:block;margin:8px 0}button{margin-top:12px;padding:8px 14px}.notice{background:#f0f6fc;padding:8px}`;
const PRESET_LABELS: Record<string, string> = { US: 'United States (John Smith, New York)', UK: 'United Kingdom (Emma Jones, London)', missing: 'Missing data (no street, no phone)' };

export const orderPagePath = (id: number) => `/my-account/view-order/${id}/`;

/** The orders for the shared storefront's table, newest first. */
export const storefrontOrders = (orders: WooOrder[]): StorefrontOrder[] =>
  [...orders].reverse().map((order) => ({ id: `#${order.number}`, status: order.status, total: `${order.total} ${order.currency}` }));

/** The Buy section, put into the shared storefront page: one form over every published variation. */
export function buySection(products: WooProduct[], orders: WooOrder[]): string {
  const options = products
    .filter((product) => product.status === 'publish')
    .flatMap((product) =>
      product.variations.map((v) => `<option value="${v.id}">${escape(`${product.name} — ${v.attributes.map((a) => a.option).join(' / ')} (${v.sku}) ${v.sale_price || v.regular_price}`)}</option>`),
    );
  const links = [...orders].reverse().map((order) => `<li><a href="${orderPagePath(order.id)}">Order #${escape(order.number)}</a> — ${escape(order.status)}</li>`).join('');
  const form = options.length
    ? `<form method="post" action="/checkout" class="buy">
<label>Product <select name="variation">${options.join('')}</select></label>
<label>Quantity <input type="number" name="quantity" value="1" min="1" max="99"></label>
<label>Shipping method <select name="shipping_method">${Object.keys(SHIPPING_METHODS).map((m) => `<option>${escape(m)}</option>`).join('')}</select></label>
<label>Ship to <select name="address">${Object.keys(ADDRESS_PRESETS).map((key) => `<option value="${key}">${escape(PRESET_LABELS[key] ?? key)}</option>`).join('')}</select></label>
<button type="submit">Buy</button></form>`
    : '<p>Nothing to buy yet.</p>';
  // The shared storefront's style knows no forms: the section brings its own few rules.
  return `<section class="shop"><style>.shop label{display:block;margin:8px 0}.shop button{padding:8px 14px}</style><h2>Buy</h2>${form}${links ? `<h3>Your orders</h3><ul>${links}</ul>` : ''}</section>`;
}

function orderPage(order: WooOrder, orders: WooOrders, storeName: string): string {
  const lines = order.line_items.map((line) => `<tr data-line-id="${line.id}"><td>${escape(line.name)}</td><td>${escape(line.sku)}</td><td>${line.quantity}</td><td>${escape(line.total)}</td></tr>`).join('');
  const shipping = order.shipping;
  const address = [`${shipping.first_name} ${shipping.last_name}`.trim(), shipping.address_1, shipping.address_2, `${shipping.postcode} ${shipping.city}`.trim(), shipping.state, shipping.country, shipping.phone].filter(Boolean).map(escape).join('<br>');
  const trackings = orders.trackingsOf(order.id);
  const trackingTable = trackings.length
    ? `<table class="trackings"><thead><tr><th>Provider</th><th>Tracking number</th><th>Date shipped</th><th></th></tr></thead><tbody>${trackings
        .map((t) => `<tr data-tracking-id="${escape(t.tracking_id)}"><td>${escape(t.tracking_provider || t.custom_tracking_provider)}</td><td class="tracking-number">${escape(t.tracking_number)}</td><td>${escape(t.date_shipped)}</td><td>${t.tracking_link ? `<a href="${escape(t.tracking_link)}">Track</a>` : ''}</td></tr>`)
        .join('')}</tbody></table>`
    : '<p>No tracking yet.</p>';
  const notes = orders.notesOf(order.id).filter((note) => note.customer_note);
  const noteList = notes.length ? `<ol class="notes">${[...notes].reverse().map((note) => `<li data-note-id="${note.id}"><time>${escape(note.date_created)}</time><p>${escape(note.note).replace(/\n/g, '<br>')}</p></li>`).join('')}</ol>` : '<p>No updates yet.</p>';
  const requested = order.meta_data.some((meta) => meta.key === CANCELLATION_META && meta.value === 'yes');
  const cancel = requested
    ? '<p class="notice cancellation">Cancellation requested.</p>'
    : ['processing', 'on-hold', 'pending'].includes(order.status)
      ? `<form method="post" action="${orderPagePath(order.id)}request-cancellation"><button type="submit">Request cancellation</button></form>`
      : '';
  return layout(
    `Order #${order.number} · ${storeName}`,
    STYLE,
    `<p><a href="/storefront">${escape(storeName)}</a></p><h1>Order #${escape(order.number)}</h1>
<p>Order #${escape(order.number)} was placed on ${escape(order.date_created.slice(0, 10))} and is currently <mark class="status">${escape(order.status)}</mark>.</p>
<h2>Order details</h2><table class="lines"><thead><tr><th>Product</th><th>SKU</th><th>Quantity</th><th>Total</th></tr></thead><tbody>${lines}</tbody></table>
<p>Shipping: ${escape(order.shipping_lines[0]?.method_title ?? '')} ${escape(order.shipping_total)} · Total: <strong>${escape(order.total)} ${escape(order.currency)}</strong></p>
<h2>Shipping address</h2><address>${address || 'None given'}</address>
<h2>Tracking</h2>${trackingTable}<h2>Order updates</h2>${noteList}${cancel}`,
  );
}

export function registerWooShopPages(app: FastifyInstance, context: { orders: WooOrders; storeName: string }) {
  const { orders } = context;
  const refused = (error: unknown) => {
    if (error instanceof OrderRefused) return layout('Error', STYLE, `<p class="notice">${escape(error.message)}</p><p><a href="/storefront">Back to the shop</a></p>`);
    throw error;
  };

  app.post('/checkout', async (request, reply) => {
    const form = formOf(request.body);
    try {
      const order = orders.create({
        lines: [{ variationId: Number(form.get('variation')), quantity: Number(form.get('quantity') ?? 1) }],
        shippingMethod: form.get('shipping_method') ?? undefined,
        address: form.get('address') ?? 'US',
      });
      return reply.redirect(orderPagePath(order.id), 303);
    } catch (error) {
      return html(reply, 400, refused(error));
    }
  });
  app.get<{ Params: { id: string } }>('/my-account/view-order/:id/', async (request, reply) => {
    const order = orders.get(Number(request.params.id));
    if (!order) return html(reply, 404, layout('Not found', STYLE, '<p>Invalid order.</p>'));
    return html(reply, 200, orderPage(order, orders, context.storeName));
  });
  app.post<{ Params: { id: string } }>('/my-account/view-order/:id/request-cancellation', async (request, reply) => {
    const order = orders.get(Number(request.params.id));
    if (!order) return html(reply, 404, layout('Not found', STYLE, '<p>Invalid order.</p>'));
    orders.requestCancellation(order);
    return reply.redirect(orderPagePath(order.id), 303);
  });
}
