import { escape, layout } from './pages.ts';

/**
 * A store simulator's public storefront: what shoppers would see of the shop's published products (a card
 * each: title, pictures, variants with size, colour, price in the store currency and the struck-through
 * compare-at price) and its orders, so browser tests and people can check what a listing put in the store.
 * Hidden, draft and deleted products are not shown, as in the real stores.
 */
export interface StorefrontVariant {
  sku: string;
  size: string;
  colour: string;
  /** In the store currency, as the platform writes it ('12.05'). */
  price: string;
  compareAt?: string | null;
}
export interface StorefrontProduct {
  id: string;
  title: string;
  /** The lowest price (or the only one), as the platform writes it. */
  price: string;
  currency?: string;
  /** Picture URLs as the storefront serves them. */
  images?: string[];
  variants?: StorefrontVariant[];
}
export interface StorefrontOrder {
  id: string;
  status: string;
  total: string;
  /** The order's own page, where the simulator has one. */
  href?: string;
}
export interface StorefrontOptions {
  /** A product's 'Buy' page, where the simulator takes shoppers' orders. */
  buyHref?: (product: StorefrontProduct) => string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:1200px;margin:32px auto;padding:0 16px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:start}
.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px}
.product{border:1px solid #ddd;border-radius:8px;padding:12px;min-width:0}.product h3{margin:0 0 8px}
.pictures{display:flex;gap:4px;overflow-x:auto;margin-bottom:8px}.pictures img{width:72px;height:72px;object-fit:cover;flex:none}
.pictures img:first-child{width:144px;height:144px}
.variants{overflow-x:auto}.variants table{font-size:.85em}.variants td,.variants th{padding:4px}
.price,.compare-at{white-space:nowrap}s{color:#888}`;

const money = (amount: string, currency: string | undefined) => `${amount}${currency ? ` ${currency}` : ''}`;

function card(product: StorefrontProduct, options: StorefrontOptions): string {
  const pictures = (product.images ?? []).map((src, i) => `<img src="${escape(src)}" alt="${escape(`${product.title} ${i + 1}`)}">`).join('');
  const variants = product.variants ?? [];
  const rows = variants
    .map(
      (v) =>
        `<tr data-sku="${escape(v.sku)}"><td>${escape(v.sku)}</td><td>${escape(v.size)}</td><td>${escape(v.colour)}</td><td class="price">${escape(money(v.price, product.currency))}</td><td class="compare-at">${v.compareAt ? `<s>${escape(money(v.compareAt, product.currency))}</s>` : ''}</td></tr>`,
    )
    .join('');
  const table = variants.length
    ? `<div class="variants"><table><thead><tr><th>SKU</th><th>Size</th><th>Colour</th><th>Price</th><th>Compare at</th></tr></thead><tbody>${rows}</tbody></table></div>`
    : `<p class="price">${escape(money(product.price, product.currency))}</p>`;
  const buy = options.buyHref ? `<p><a class="buy" href="${escape(options.buyHref(product))}">Buy</a></p>` : '';
  return `<article class="product" data-product-id="${escape(product.id)}"><h3>${escape(product.title)}</h3>${pictures ? `<div class="pictures">${pictures}</div>` : ''}${table}${buy}</article>`;
}

export function storefrontPage(platform: string, shopName: string, products: StorefrontProduct[], orders: StorefrontOrder[], options: StorefrontOptions = {}) {
  const orderCell = (o: StorefrontOrder) => (o.href ? `<a href="${escape(o.href)}">${escape(o.id)}</a>` : escape(o.id));
  const ordersTable = orders.length
    ? `<table><thead><tr><th>Order</th><th>Status</th><th>Total</th></tr></thead><tbody>${orders.map((o) => `<tr><td>${orderCell(o)}</td><td>${escape(o.status)}</td><td>${escape(o.total)}</td></tr>`).join('')}</tbody></table>`
    : '<p>No orders yet.</p>';
  return layout(
    `${shopName} · ${platform}`,
    STYLE,
    `<h1>${escape(shopName)}</h1><p>${escape(platform)} storefront (simulator)</p>` +
      `<h2>Products</h2>${products.length ? `<section class="products">${products.map((product) => card(product, options)).join('')}</section>` : '<p>No products listed yet.</p>'}` +
      `<h2>Orders</h2>${ordersTable}`,
  );
}
