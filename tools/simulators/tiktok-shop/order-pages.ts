import { escape, layout } from '../shared/pages.ts';
import type { ShopCatalogue } from './products.ts';
import { ADDRESS_PRESETS, type ShopOrders, type SimOrder } from './orders.ts';

/**
 * The shopper's side of the TikTok Shop simulator's orders: a 'Buy' form under the storefront (a live SKU, a
 * quantity, a delivery option and an address preset: US, UK, or one missing data) and each order's page
 * (its units, the packages with their tracking numbers and providers, and the buyer's cancellation request).
 */

const STYLE = `body{font-family:system-ui,sans-serif;max-width:960px;margin:32px auto;padding:0 16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}
label{display:block;margin-top:8px}button{margin-top:12px;padding:8px 14px}.status{font-weight:bold}`;

const PRESET_LABELS: Record<keyof typeof ADDRESS_PRESETS, string> = { US: 'United States (Austin, TX)', UK: 'United Kingdom (London)', missing: 'Missing data (no street, postcode or phone)' };

/** The section the storefront page gets: the Buy form, and links to the shop's orders. */
export function buySection(shopId: string, catalogue: ShopCatalogue, orders: ShopOrders): string {
  const skus = catalogue
    .all()
    .filter((p) => p.status === 'ACTIVATE')
    .flatMap((p) => p.skus.map((s) => `<option value="${escape(s.id)}">${escape(`${p.title} — ${s.sales_attributes.map((a) => a.value_name).join(' / ') || s.seller_sku} — ${s.price.amount} ${s.price.currency}`)}</option>`));
  const form = skus.length
    ? `<form method="post" action="/storefront/${escape(shopId)}/buy" id="buy">
<p><label for="sku_id">Item</label> <select id="sku_id" name="sku_id">${skus.join('')}</select></p>
<p><label for="quantity">Quantity</label> <input id="quantity" name="quantity" type="number" min="1" max="99" value="1"></p>
<p><label for="delivery_option">Delivery</label> <select id="delivery_option" name="delivery_option">${orders.deliveryOptions().map((o) => `<option>${escape(o.name)}</option>`).join('')}</select></p>
<p><label for="address">Ship to</label> <select id="address" name="address">${Object.entries(PRESET_LABELS).map(([value, label]) => `<option value="${value}">${escape(label)}</option>`).join('')}</select></p>
<button type="submit">Buy</button></form>`
    : '<p>Nothing to buy yet.</p>';
  const links = orders
    .all()
    .map((o) => `<li><a href="/storefront/${escape(shopId)}/orders/${escape(o.id)}" data-order-id="${escape(o.id)}">Order ${escape(o.id)}</a> · <span class="status">${escape(o.status)}</span></li>`)
    .join('');
  return `<h2>Buy</h2>${form}<h2>Order pages</h2>${links ? `<ul class="order-links">${links}</ul>` : '<p>No orders yet.</p>'}`;
}

/** Adds a section at the end of a simulator page. */
export const withSection = (page: string, section: string) => page.replace('</main>', `${section}</main>`);

export function orderPage(shopId: string, shopName: string, order: SimOrder, orders: ShopOrders): string {
  const a = order.recipient_address;
  const units = order.line_items
    .map((u) => `<tr data-line-id="${escape(u.id)}"><td>${escape(u.product_name)}</td><td>${escape(u.seller_sku)}</td><td>${escape(u.sku_name)}</td><td>${escape(u.sale_price)} ${escape(u.currency)}</td><td>${escape(u.display_status)}</td><td class="tracking">${escape(u.tracking_number ?? '')}</td></tr>`)
    .join('');
  const packages = orders
    .packagesOf(order.id)
    .map((p) => `<tr data-package-id="${escape(p.package_id)}"><td>${escape(p.package_id)}</td><td class="provider">${escape(p.shipping_provider_name)}</td><td class="tracking-number">${escape(p.tracking_number)}</td><td>${p.order_line_item_ids.length}</td><td>${escape(p.package_status)}</td></tr>`)
    .join('');
  const cancellations = orders
    .cancellationsOf(order.id)
    .map((c) => `<li data-cancel-id="${escape(c.cancel_id)}">Cancellation request: <span class="cancel-status">${escape(c.cancel_status)}</span>${c.reject_reason ? ` (${escape(c.reject_reason)})` : ''}</li>`)
    .join('');
  const canRequest = order.status === 'AWAITING_SHIPMENT' && !order.is_buyer_request_cancel;
  return layout(
    `Order ${order.id} · ${shopName}`,
    STYLE,
    `<p><a href="/storefront/${escape(shopId)}">${escape(shopName)}</a> · TikTok Shop (simulator)</p>
<h1>Order ${escape(order.id)}</h1>
<p>Status: <span class="status" id="order-status">${escape(order.status)}</span> · ${escape(order.delivery_option_name)} · Total ${escape(order.payment.total_amount)} ${escape(order.payment.currency)}</p>
<h2>Ship to</h2><p>${escape([a.name, a.phone_number, a.full_address || [a.address_line1, a.address_line2, a.postal_code].filter(Boolean).join(', '), a.region_code].filter(Boolean).join(' · '))}</p>
<h2>Items</h2><table><thead><tr><th>Product</th><th>SKU</th><th>Variant</th><th>Price</th><th>Status</th><th>Tracking</th></tr></thead><tbody>${units}</tbody></table>
<h2>Packages</h2>${packages ? `<table id="packages"><thead><tr><th>Package</th><th>Provider</th><th>Tracking number</th><th>Items</th><th>Status</th></tr></thead><tbody>${packages}</tbody></table>` : '<p>Not shipped yet.</p>'}
<h2>Cancellation</h2>${cancellations ? `<ul>${cancellations}</ul>` : ''}${
      canRequest ? `<form method="post" action="/storefront/${escape(shopId)}/orders/${escape(order.id)}/cancel"><button type="submit">Request cancellation</button></form>` : cancellations ? '' : '<p>No cancellation requested.</p>'
    }`,
  );
}
