import { pendingJobs } from './job-fixtures.ts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { categories, productImages, products, skuStock, skus } from '../src/db/schema/index.ts';
import type { Db } from '../src/platform/database.ts';
import { expectOk, type SignedUp } from './harness.ts';
import { installApp, type StoresWorld } from './stores-fixtures.ts';

export interface ListableProduct {
  productId: number;
  kkProductId: string;
  itemNo: string;
  name: string;
  skus: { id: number; skuCode: string; colour: string; size: string; priceCents: number; originalPriceCents: number; weightGrams: number; stock: Record<string, number> }[];
  images: string[];
}

/**
 * A catalogue product with two on-sale SKUs of known prices, weights and stock (the second mostly in the
 * US warehouse) and two generated pictures, plus a third SKU not on sale.
 */
export async function listableProduct(db: Db, name = 'Linen Wrap Dress'): Promise<ListableProduct> {
  const tag = randomBytes(4).toString('hex');
  const [category] = await db.insert(categories).values({ level: 3, name: 'Dresses', categoryUrl: `dresses-${tag}` }).returning({ id: categories.id });
  const [product] = await db
    .insert(products)
    .values({ kkProductId: `LP${tag}`, itemNo: `IT${tag}`, categoryId: category!.id, name: `${name} ${tag}`, description: 'Soft linen.\nMachine wash <cold>.', seoSlug: `lp-${tag}`, weightGrams: 300, priceCents: 1250, originalPriceCents: 2999, mainImageUrl: '/media/garments/dress-solid-c8232c-f2d03b-7.webp' })
    .returning({ id: products.id, kkProductId: products.kkProductId, itemNo: products.itemNo, name: products.name });
  const images = ['/media/garments/dress-solid-c8232c-f2d03b-7.webp', '/media/garments/dress-stripes-1f2a44-f4a6b8-8.webp'];
  await db.insert(productImages).values(images.map((url, sort) => ({ productId: product!.id, url, colour: sort === 0 ? 'Red' : 'Navy', sort })));
  const specs = [
    { colour: 'Red', size: 'S', priceCents: 1250, originalPriceCents: 2999, weightGrams: 300, stock: { CN_S: 40, US: 5 } as Record<string, number>, status: 1 },
    { colour: 'Navy', size: 'M', priceCents: 1399, originalPriceCents: 3299, weightGrams: 450, stock: { CN_N: 3, US: 12 } as Record<string, number>, status: 1 },
    { colour: 'Navy', size: 'XL', priceCents: 1399, originalPriceCents: 3299, weightGrams: 450, stock: { CN_S: 9 } as Record<string, number>, status: 0 },
  ];
  const rows = [];
  for (const [index, spec] of specs.entries()) {
    const [sku] = await db
      .insert(skus)
      .values({ skuCode: `SK${tag}${index}`, productId: product!.id, colour: spec.colour, size: spec.size, priceCents: spec.priceCents, originalPriceCents: spec.originalPriceCents, weightGrams: spec.weightGrams, status: spec.status, imageUrl: images[index % 2] })
      .returning({ id: skus.id, skuCode: skus.skuCode });
    await db.insert(skuStock).values(Object.entries(spec.stock).map(([warehouseCode, stock]) => ({ skuId: sku!.id, warehouseCode, stock })));
    if (spec.status === 1) rows.push({ id: sku!.id, skuCode: sku!.skuCode, ...spec });
  }
  return { productId: product!.id, kkProductId: product!.kkProductId, itemNo: product!.itemNo, name: product!.name, skus: rows, images };
}

/** Connects the seller's WooCommerce store (EUR) on the simulator by its keys. */
export async function connectWoo(world: Pick<StoresWorld, 'server' | 'woo' | 'wooKey'>, seller: SignedUp, storeName = 'My Woo'): Promise<number> {
  const body = { platform: 'woocommerce', storeName, storeUrl: world.woo.url, consumerKey: world.wooKey.consumerKey, consumerSecret: world.wooKey.consumerSecret };
  return expectOk(await world.server.request('POST', '/api/store/storeBind', { token: seller.token, body })).storeId;
}

/** Connects a Shopify shop (USD) of the seller through the simulator's install page. */
export async function connectShopify(world: Pick<StoresWorld, 'server'>, seller: SignedUp, shop: string): Promise<number> {
  const { redirectUrl } = expectOk(await world.server.request('POST', '/api/store/shopify/newStore', { token: seller.token, body: { storeName: `Shopify ${shop}`, storeUrl: shop } }));
  const back = await installApp(redirectUrl);
  return expectOk(await world.server.request('POST', '/api/store/authCallback/shopify', { token: seller.token, body: { params: Object.fromEntries(back.searchParams) } })).storeId;
}

/** Connects a TikTok Shop of the seller in `region` through the simulator's authorization page ('Authorize'). */
export async function connectTikTokShop(world: Pick<StoresWorld, 'server'>, seller: SignedUp, region: 'GB' | 'US', shopName: string): Promise<number> {
  const { redirectUrl } = expectOk(await world.server.request('POST', '/api/store/tiktok-shop/newStore', { token: seller.token, body: { storeName: shopName, storeUrl: region } }));
  const url = new URL(redirectUrl);
  const fields = { service_id: url.searchParams.get('service_id')!, state: url.searchParams.get('state')!, shop_name: shopName, region, decision: 'authorize' };
  const answer = await fetch(`${url.origin}${url.pathname}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
  const back = new URL(answer.headers.get('location')!);
  return expectOk(await world.server.request('POST', '/api/store/authCallback/tiktok-shop', { token: seller.token, body: { params: Object.fromEntries(back.searchParams) } })).storeId;
}

/** The `listings.sync` jobs waiting for a listing, as the queue holds them. */
export async function syncJobsOf(db: Db, listingId: number): Promise<{ syncType: number }[]> {
  const jobs = await pendingJobs(db, { name: 'listings.sync' });
  return jobs.filter((job) => Number(job.data.listingId) === listingId).map((job) => ({ syncType: Number(job.data.syncType) }));
}
