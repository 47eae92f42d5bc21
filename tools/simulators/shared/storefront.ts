import { escape, layout } from './pages.ts';

/**
 * A marketplace simulator's storefront: the shop's products and orders, so a person can watch a
 * listing appear (the publishing issue adds products, the store-order issue orders).
 */
export interface StorefrontProduct {
  id: string;
  title: string;
  price: string;
}
export interface StorefrontOrder {
  id: string;
  status: string;
  total: string;
}

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:720px;margin:32px auto;padding:0 16px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}';

const table = (caption: string, empty: string, head: string[], rows: string[][]) =>
  `<h2>${escape(caption)}</h2>` +
  (rows.length === 0
    ? `<p>${escape(empty)}</p>`
    : `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`);

export function storefrontPage(platform: string, shopName: string, products: StorefrontProduct[], orders: StorefrontOrder[]) {
  return layout(
    `${shopName} · ${platform}`,
    STYLE,
    `<h1>${escape(shopName)}</h1><p>${escape(platform)} storefront (simulator)</p>` +
      table('Products', 'No products listed yet.', ['Product', 'Title', 'Price'], products.map((p) => [p.id, p.title, p.price])) +
      table('Orders', 'No orders yet.', ['Order', 'Status', 'Total'], orders.map((o) => [o.id, o.status, o.total])),
  );
}
