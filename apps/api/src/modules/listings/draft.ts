import { applyPriceRule, convertCents, type PriceRule } from '@threadway/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { currencies, productImages, products, skus, skuStock, stores } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

/**
 * A listing built from a catalogue product and the seller's choices (batch modal, spec 2.6), as the
 * editor's default draft would be: the product's title, description and pictures, its on-sale SKUs with
 * cost and suggested price in the store currency through the currency rate, and prices by the rule.
 * (Minimal version by listings-sync; the listings-api branch owns this file and its fuller draft.)
 */
export interface DraftOptions {
  collectionIds?: string[];
  categoryId?: string;
  tags?: string[];
  multiplier: number;
  /** Shipping cost in the store currency's minor units, added to the price (spec 9.3). */
  shippingCents: number;
  shipFrom?: string;
  shipTo?: string;
  channelCode?: string;
}

export interface DraftVariant {
  skuId: number;
  sku: string;
  size: string;
  colour: string;
  warehouse: string;
  costCents: number;
  shippingCents: number;
  suggestedCents: number;
  priceCents: number;
  compareAtCents: number | null;
  quantity: number;
}

export interface ListingDraftRow {
  productId: number;
  title: string;
  descriptionHtml: string;
  tags: string[];
  collectionIds: string[];
  categoryId: string | null;
  images: string[];
  shipFrom: string | null;
  shipTo: string | null;
  channelCode: string | null;
  currency: string;
  pricing: PriceRule;
  variants: DraftVariant[];
}

/** The product is off sale or has nothing on sale: it cannot be listed. */
export class ProductUnavailable extends Error {}

export async function defaultDraft(db: Executor, input: { userId: number; storeId: number; productId: number; options: DraftOptions }): Promise<ListingDraftRow> {
  const [store] = await db.select({ currency: stores.currency }).from(stores).where(and(eq(stores.id, input.storeId), eq(stores.userId, input.userId)));
  const [product] = await db.select().from(products).where(eq(products.id, input.productId));
  if (!store || !product || product.status !== 1) throw new ProductUnavailable('product unavailable');
  const [rate] = await db.select({ rate: currencies.rate }).from(currencies).where(eq(currencies.code, store.currency));
  const toStore = (usdCents: number) => convertCents(usdCents, rate?.rate ?? '1');
  const onSale = await db.select().from(skus).where(and(eq(skus.productId, product.id), eq(skus.status, 1))).orderBy(asc(skus.id));
  if (onSale.length === 0) throw new ProductUnavailable('no SKU on sale');
  const stock = await db
    .select({ skuId: skuStock.skuId, warehouse: skuStock.warehouseCode, stock: skuStock.stock })
    .from(skuStock)
    .where(inArray(skuStock.skuId, onSale.map((s) => s.id)))
    .orderBy(sql`${skuStock.stock} desc`);
  const images = await db.select({ url: productImages.url }).from(productImages).where(eq(productImages.productId, product.id)).orderBy(asc(productImages.sort), asc(productImages.id));
  const { options } = input;
  const pricing: PriceRule = { base: 'suggestedPrice', multiplier: options.multiplier, profit: { kind: 'margin', percent: 0 }, includeShipping: true };
  const pictures = images.map((i) => i.url);
  if (pictures.length === 0 && product.mainImageUrl) pictures.push(product.mainImageUrl);

  return {
    productId: product.id,
    title: product.name,
    descriptionHtml: product.description || product.name,
    tags: options.tags ?? [],
    collectionIds: options.collectionIds ?? [],
    categoryId: options.categoryId ?? null,
    images: pictures,
    shipFrom: options.shipFrom ?? null,
    shipTo: options.shipTo ?? null,
    channelCode: options.channelCode ?? null,
    currency: store.currency,
    pricing,
    variants: onSale.map((sku) => {
      const levels = stock.filter((s) => s.skuId === sku.id);
      const costCents = toStore(sku.priceCents);
      const suggestedCents = toStore(sku.originalPriceCents);
      const shippingCents = options.shippingCents;
      return {
        skuId: sku.id,
        sku: sku.skuCode,
        size: sku.size,
        colour: sku.colour,
        warehouse: levels[0]?.warehouse ?? 'CN_S',
        costCents,
        shippingCents,
        suggestedCents,
        priceCents: applyPriceRule(pricing, { suggestedCents, costCents, shippingCents }),
        compareAtCents: null,
        quantity: levels.reduce((sum, level) => sum + level.stock, 0),
      };
    }),
  };
}
