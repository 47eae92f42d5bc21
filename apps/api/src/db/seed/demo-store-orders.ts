import type { OrderDetail, storeSettingDetail } from '@threadway/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/database.ts';
import { issueSession, revokeSession } from '../../platform/sessions.ts';
import { listingBatches, listings, listingVariants, orders, paymentConsents, products, skuStock, skus, storeOrders, stores, users } from '../schema/index.ts';
import { apiOf, shippingOperator } from './demo-orders.ts';
import { DEMO_SELLER } from './index.ts';

/**
 * The demo seller's first store orders (issue 17), so `npm start` shows the dropshipping loop: a product is
 * listed in the demo Shopify, WooCommerce and TikTok Shop stores by the real batch list-to-store, then a
 * shopper buys in each through the simulator's order control, and everything after is the product's own
 * path: the signed webhook, the ingest job, the automatic purchase, the tracking upload.
 * - Shopify: the store's rules purchase automatically and upload tracking, the seller's automatic payment is
 *   on with the balance as payment method: the order is paid from the balance, then shipped in one parcel
 *   whose tracking number appears on the shop's order page.
 * - WooCommerce: the store's rule leaves purchasing to the seller: the order awaits payment.
 * - TikTok Shop: a second line is a product we never listed: the order is abnormal ('unmapped').
 * Runs once the job workers run (publishing and ingest are jobs), in the background: development only, the
 * stores on the local simulators, and only while the demo seller has never listed anything nor received a
 * store order, so a second start makes no more. Processes started together take turns (the first submits).
 */

type Platform = 'shopify' | 'woocommerce' | 'tiktok-shop';
type DemoStore = { id: number; platform: Platform; storeUrl: string; shopId: string | null };
type StoreSettingDetail = z.infer<typeof storeSettingDetail>;

export interface DemoStoreOrdersOptions {
  /** How long to wait for each step the jobs do (a listing published, the Shopify order paid). */
  waitMs?: number;
}

/** The seed's entry point for the server's start: the gate, then the orders. Answers how many store orders were placed. */
export async function seedDemoStoreOrders(app: FastifyInstance, options: DemoStoreOrdersOptions = {}): Promise<number> {
  const { config } = app;
  if (config.SEED_DEMO !== 'on' || config.NODE_ENV !== 'development') return 0;
  const [demo] = await app.database.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`).limit(1);
  return demo ? placeDemoStoreOrders(app, demo.id, options) : 0;
}

/** Where a platform's simulator takes a shopper's order (its JSON order control), null when the store is not on a local simulator. */
function orderControlOf(app: FastifyInstance, store: DemoStore): string | null {
  const local = (url: string | undefined) => (url?.startsWith('http://127.0.0.1') ? url.replace(/\/+$/, '') : null);
  if (store.platform === 'shopify') {
    const shop = new URL(store.storeUrl).hostname;
    const base = local(app.config.shopifyShopUrlTemplate.replace('{shop}', shop));
    return base && `${new URL(base).origin}/simulator/shops/${shop}/orders`;
  }
  if (store.platform === 'woocommerce') return local(store.storeUrl) && `${local(store.storeUrl)}/simulator/orders`;
  const api = local(app.config.TIKTOK_SHOP_API_URL);
  return api && store.shopId ? `${api}/simulator/shops/${store.shopId}/orders` : null;
}

/**
 * A product of the demo catalogue to list: on sale, no minimum order, a SKU well stocked in a Chinese warehouse (they
 * ship everywhere). One whose name says its sleeve length and that is no dress comes first: TikTok Shop's tops
 * require the sleeve length and its dresses the length too, which the catalogue tells only in a product's name
 * (the batch fills TikTok's attributes from the catalogue, decision 0024; one it cannot fill fails the listing).
 */
async function demoProduct(db: Db): Promise<{ kkProductId: string; name: string } | undefined> {
  const [found] = await db
    .select({ kkProductId: products.kkProductId, name: products.name })
    .from(products)
    .innerJoin(skus, eq(skus.productId, products.id))
    .innerJoin(skuStock, eq(skuStock.skuId, skus.id))
    .where(and(eq(products.status, 1), eq(products.productType, 1), isNull(products.minOrderQuantity), eq(skus.status, 1), inArray(skuStock.warehouseCode, ['CN_S', 'CN_N']), gte(skuStock.stock, 30)))
    .orderBy(sql`(${products.name} ~* '(short|long) sleeve|sleeveless' and ${products.name} !~* 'dress') desc`, asc(products.id))
    .limit(1);
  return found;
}

/** Polls until `read` answers something (the jobs' work), or gives up after `waitMs`. */
async function until<T>(read: () => Promise<T | undefined>, waitMs: number): Promise<T | undefined> {
  const end = Date.now() + waitMs;
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function buy(url: string, body: object): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`Demo store orders: ${url} answered ${response.status} ${await response.text()}`);
}

/** Whether the seller ever listed something or received a store order: then the demo has nothing to show them. */
async function begun(db: Db, userId: number): Promise<boolean> {
  const [listed] = await db.select({ n: count() }).from(listingBatches).where(eq(listingBatches.userId, userId));
  const [received] = await db.select({ n: count() }).from(storeOrders).where(eq(storeOrders.userId, userId));
  return (listed?.n ?? 0) > 0 || (received?.n ?? 0) > 0;
}

/** The demo store orders for this seller (see the top of this file); the gate's checks are the server's. */
export async function placeDemoStoreOrders(app: FastifyInstance, userId: number, options: DemoStoreOrdersOptions = {}): Promise<number> {
  const { db } = app.database;
  const waitMs = options.waitMs ?? 5 * 60_000;
  const rows = await db
    .select({ id: stores.id, platform: stores.platform, storeUrl: stores.storeUrl, shopId: stores.platformShopId })
    .from(stores)
    .where(and(eq(stores.userId, userId), eq(stores.enabled, true), eq(stores.authorized, true), inArray(stores.platform, ['shopify', 'woocommerce', 'tiktok-shop'])))
    .orderBy(asc(stores.id));
  const demoStores = new Map<Platform, DemoStore>();
  for (const row of rows as DemoStore[]) if (!demoStores.has(row.platform) && orderControlOf(app, row)) demoStores.set(row.platform, row);
  const product = await demoProduct(db);
  if (demoStores.size === 0 || !product || (await begun(db, userId))) return 0;
  const operator = await shippingOperator(db);

  const caller = { ip: '127.0.0.1', headers: { 'user-agent': 'Threadway demo-store-order seed' } } as unknown as FastifyRequest;
  const seller = await issueSession(app, db, caller, { type: 'user', id: userId });
  const shipper = operator ? await issueSession(app, db, caller, { type: 'operator', id: operator.id }) : undefined;
  try {
    const api = apiOf(app, { seller: seller.token, operator: shipper?.token ?? '' });
    // Once: nothing listed and no store order yet. The check and the submissions hold the start-up lock, so a
    // second process started with this one finds the batches and leaves the rest to the first.
    const batches = await app.database.exclusively(async () => {
      if (await begun(db, userId)) return null;
      const shopify = demoStores.get('shopify');
      if (shopify) {
        // The loop's settings, as the seller sets them: the balance pays, automatically, and tracking goes back to Shopify.
        const [consent] = await db.select({ id: paymentConsents.id }).from(paymentConsents).where(and(eq(paymentConsents.userId, userId), eq(paymentConsents.paymentMethod, 0)));
        if (!consent) await api.seller('POST', '/api/payment/paymentConsents', { paymentMethod: 0 });
        await api.seller('PUT', '/api/store/user/automaticPayment/1');
        const { storeName: _name, platform: _platform, ...settings } = await api.seller<StoreSettingDetail>('GET', `/api/store/storeSettingDetail/${shopify.id}`);
        await api.seller('POST', '/api/store/storeSetting', { ...settings, autoPurchase: true, autoUploadTracking: true });
      }
      const submitted = new Map<Platform, number>();
      for (const store of demoStores.values()) {
        let categoryId: string | undefined;
        if (store.platform === 'tiktok-shop') {
          categoryId = (await api.seller<{ categoryId: string | null }>('POST', '/api/listings/tiktok-shop/categoryId', { storeId: store.id, title: product.name, productId: product.kkProductId })).categoryId ?? undefined;
          if (!categoryId) continue;
        }
        const { batchId } = await api.seller<{ batchId: number }>('POST', '/api/listings/loadPublishRecord', { platform: store.platform, storeId: store.id, productIds: [product.kkProductId], ...(categoryId ? { categoryId } : {}) });
        submitted.set(store.platform, batchId);
      }
      return submitted;
    });
    if (!batches) return 0;

    let placed = 0;
    for (const [platform, batchId] of batches) {
      // The listing job's work: the store's product, whose ids the listing variants keep.
      const variant = await until(async () => {
        const [row] = await db
          .select({ sku: listingVariants.sku, platformVariantId: listingVariants.platformVariantId })
          .from(listingVariants)
          .innerJoin(listings, eq(listings.id, listingVariants.listingId))
          .where(and(eq(listings.batchId, batchId), eq(listings.status, 'published')))
          .orderBy(desc(listingVariants.quantity))
          .limit(1);
        return row?.platformVariantId ? row : undefined;
      }, waitMs);
      if (!variant) {
        app.log.warn({ platform }, 'Demo store orders: the listing was not published in time (are the job workers running?)');
        continue;
      }
      const control = orderControlOf(app, demoStores.get(platform)!)!;
      if (platform === 'shopify') await buy(control, { lines: [{ variantId: variant.platformVariantId, quantity: 2 }], shipping: 'Standard', address: 'us' });
      if (platform === 'woocommerce') await buy(control, { lines: [{ variationId: Number(variant.platformVariantId), quantity: 1 }], shippingMethod: 'Express Shipping', address: 'US' });
      if (platform === 'tiktok-shop') await buy(control, { lines: [{ sku_id: variant.platformVariantId, quantity: 1 }, { product_name: 'Beaded Evening Clutch', price: '24.00', quantity: 1 }], address: 'US' });
      placed++;
    }

    const shopify = demoStores.get('shopify');
    if (shopify && batches.has('shopify') && shipper) await shipWhenPaid(app, api, shopify.id, waitMs);
    if (placed > 0) app.log.info(`Demo store orders: placed ${placed} in the demo seller's stores`);
    return placed;
  } finally {
    await revokeSession(db, seller.jti);
    if (shipper) await revokeSession(db, shipper.jti);
  }
}

/** The Shopify order once the automatic purchase paid it: an operator ships it in one parcel, whose tracking the upload job pushes to the shop. */
async function shipWhenPaid(app: FastifyInstance, api: ReturnType<typeof apiOf>, storeId: number, waitMs: number) {
  const paid = await until(async () => (await app.database.db.select({ kkOrderId: orders.kkOrderId }).from(orders).where(and(eq(orders.storeId, storeId), eq(orders.status, 'waitingShip'))).limit(1))[0], waitMs);
  if (!paid) {
    app.log.warn('Demo store orders: the Shopify order was not paid in time; it is not shipped');
    return;
  }
  const { items } = await api.seller<OrderDetail>('GET', `/api/orders/orders/${paid.kkOrderId}`);
  // China Post's format, unique per order like the demo orders' numbers (the order's row id and the parcel's number).
  const serial = `${paid.kkOrderId.slice(8)}1`.padStart(9, '0');
  await api.operator('POST', '/api/admin/fulfilment/parcels', {
    kkOrderId: paid.kkOrderId,
    lines: items.map((item) => ({ kkItemId: item.kkItemId, quantity: item.quantity })),
    firstCarrier: 'China Post',
    trackingNumber: `LX${serial}CN`,
  });
}
