import { PlatformError, type ListingPayload, type ListingPublisher, type ProductState, type PublishedProduct, type StoreConnection } from '../platform.ts';
import { batchesOf, galleryOf, productBody, variationBody, type VariationBatch } from './woocommerce-listing.ts';
import { keysOf, WooRejected, type WooKeys, type wooRest } from './woocommerce-rest.ts';

/**
 * Publishing to WooCommerce (issue 15) through REST v3: a variable product, then its variations in batches
 * of 100 (create, update and delete in one request); hide and relist by status (draft / publish); delete
 * with force=true (not the trash); stock by variation batch updates; states by GET /products?include=.
 * WooCommerce has no upsert, so an update reads the product's variations and matches them by id, then SKU.
 * Errors inside a batch answer (an item with `error`) reject the product with WooCommerce's message.
 */

interface WooImage {
  id: number;
  src: string;
}
interface WooProduct {
  id: number;
  status: string;
  permalink?: string;
  images: WooImage[];
}
interface WooVariation {
  id: number;
  sku: string;
}
type BatchItem = WooVariation | { id: number; error: { code: string; message: string } };
type BatchAnswer = { create?: BatchItem[]; update?: BatchItem[]; delete?: BatchItem[] };

const INVALID_ID = 'woocommerce_rest_product_invalid_id';
const DUPLICATED_SKU = 'product_invalid_sku';
const INCLUDE_PAGE = 100;

const failed = (item: BatchItem): item is Extract<BatchItem, { error: unknown }> => 'error' in item && Boolean(item.error);

export function wooPublisher({ rest, all }: ReturnType<typeof wooRest>): ListingPublisher {
  const weightUnits = new Map<string, string>();

  async function weightUnitOf(keys: WooKeys): Promise<string> {
    const known = weightUnits.get(keys[0]);
    if (known) return known;
    const { data } = await rest<{ value: string }>(keys, '/settings/products/woocommerce_weight_unit');
    weightUnits.set(keys[0], data.value);
    return data.value;
  }

  /** Tag names as the store's tag ids (WooCommerce links tags by id), creating the ones it lacks. */
  async function tagIdsOf(keys: WooKeys, names: string[]): Promise<number[]> {
    if (names.length === 0) return [];
    const existing = new Map((await all<{ id: number; name: string }>(keys, '/products/tags')).map((tag) => [tag.name.toLowerCase(), tag.id]));
    const missing = names.filter((name) => !existing.has(name.toLowerCase()));
    if (missing.length > 0) {
      const { data } = await rest<{ create: ({ id: number; name: string } | { id: number; error: { message: string } })[] }>(keys, '/products/tags/batch', { method: 'POST', body: { create: missing.map((name) => ({ name })) } });
      data.create.forEach((tag, index) => {
        if (tag.id) existing.set(missing[index]!.toLowerCase(), tag.id);
      });
    }
    return names.flatMap((name) => (existing.has(name.toLowerCase()) ? [existing.get(name.toLowerCase())!] : []));
  }

  /** Runs the variation batches; answers the created and updated variations, or rejects with the items' errors. */
  async function runBatches(keys: WooKeys, productId: number, work: VariationBatch<object, object>): Promise<WooVariation[]> {
    const done: WooVariation[] = [];
    const errors: string[] = [];
    for (const batch of batchesOf(work)) {
      const { data } = await rest<BatchAnswer>(keys, `/products/${productId}/variations/batch`, { method: 'POST', body: batch });
      for (const item of [...(data.create ?? []), ...(data.update ?? [])]) {
        if (failed(item)) errors.push(item.error.message);
        else done.push(item);
      }
    }
    if (errors.length > 0) throw new PlatformError('rejected', [...new Set(errors)].join('; '));
    return done;
  }

  async function variationsWork(keys: WooKeys, product: WooProduct, payload: ListingPayload, existing: WooVariation[]) {
    const weightUnit = await weightUnitOf(keys);
    // The gallery comes back in the order sent: a colour picture is linked by its media id, not downloaded again.
    const mediaIds = new Map(galleryOf(payload).map((src, index) => [src, product.images[index]?.id]));
    const bySku = new Map(existing.map((v) => [v.sku, v.id]));
    const ids = new Set(existing.map((v) => v.id));
    const kept = new Set<number>();
    const work: VariationBatch<object, object> = { create: [], update: [], delete: [] };
    for (const variant of payload.variants) {
      const body = variationBody(variant, { currency: payload.currency, weightUnit, imageId: variant.imageUrl ? mediaIds.get(variant.imageUrl) : undefined });
      const given = Number(variant.platformVariantId);
      const id = ids.has(given) ? given : bySku.get(variant.sku);
      if (id === undefined || kept.has(id)) work.create.push(body);
      else {
        kept.add(id);
        work.update.push({ id, ...body });
      }
    }
    work.delete = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
    return work;
  }

  const published = (product: WooProduct, payload: ListingPayload, variations: WooVariation[]): PublishedProduct => {
    const bySku = new Map(variations.map((v) => [v.sku, String(v.id)]));
    return {
      platformProductId: String(product.id),
      url: product.permalink,
      platformStatus: product.status,
      variants: payload.variants.flatMap((v) => (bySku.has(v.sku) ? [{ sku: v.sku, platformVariantId: bySku.get(v.sku)! }] : [])),
    };
  };

  async function update(keys: WooKeys, productId: string, payload: ListingPayload): Promise<PublishedProduct> {
    const { data: product } = await rest<WooProduct>(keys, `/products/${productId}`, { method: 'PUT', body: productBody(payload, await tagIdsOf(keys, payload.tags)) });
    const existing = await all<WooVariation>(keys, `/products/${product.id}/variations`);
    const variations = await runBatches(keys, product.id, await variationsWork(keys, product, payload, existing));
    return published(product, payload, variations);
  }

  return {
    maxImages: 250,

    async createProduct(connection, payload) {
      const keys = keysOf(connection);
      let product: WooProduct;
      try {
        ({ data: product } = await rest<WooProduct>(keys, '/products', { method: 'POST', body: productBody(payload, await tagIdsOf(keys, payload.tags)) }));
      } catch (error) {
        // A retried create: the first attempt's product holds the reference as its SKU.
        if (!(error instanceof WooRejected && error.code === DUPLICATED_SKU && payload.reference)) throw error;
        const [found] = await all<WooProduct>(keys, `/products?sku=${encodeURIComponent(payload.reference)}`);
        if (!found) throw error;
        return update(keys, String(found.id), payload);
      }
      try {
        const variations = await runBatches(keys, product.id, await variationsWork(keys, product, payload, []));
        return published(product, payload, variations);
      } catch (error) {
        // No half-made product stays in the store: the retry starts clean.
        await rest(keys, `/products/${product.id}?force=true`, { method: 'DELETE' }).catch(() => undefined);
        throw error;
      }
    },

    updateProduct: (connection, platformProductId, payload) => update(keysOf(connection), platformProductId, payload),

    async setProductActive(connection, platformProductId, active): Promise<ProductState> {
      try {
        const { data } = await rest<WooProduct>(keysOf(connection), `/products/${platformProductId}`, { method: 'PUT', body: { status: active ? 'publish' : 'draft' } });
        return { exists: true, platformStatus: data.status };
      } catch (error) {
        if (error instanceof WooRejected && error.code === INVALID_ID) return { exists: false };
        throw error;
      }
    },

    async deleteProduct(connection, platformProductId) {
      try {
        await rest(keysOf(connection), `/products/${platformProductId}?force=true`, { method: 'DELETE' });
      } catch (error) {
        if (!(error instanceof WooRejected && error.code === INVALID_ID)) throw error;
      }
    },

    async setInventory(connection, platformProductId, levels) {
      if (levels.length === 0) return;
      const update = levels.map((level) => ({ id: Number(level.platformVariantId), manage_stock: true, stock_quantity: level.quantity }));
      await runBatches(keysOf(connection), Number(platformProductId), { create: [], update, delete: [] });
    },

    async getProductStates(connection, platformProductIds) {
      const states: Record<string, ProductState> = {};
      for (let start = 0; start < platformProductIds.length; start += INCLUDE_PAGE) {
        const ids = platformProductIds.slice(start, start + INCLUDE_PAGE);
        const found = await all<WooProduct>(keysOf(connection), `/products?include=${ids.map(encodeURIComponent).join(',')}`);
        const byId = new Map(found.map((product) => [String(product.id), product.status]));
        for (const id of ids) states[id] = byId.has(id) ? { exists: true, platformStatus: byId.get(id) } : { exists: false };
      }
      return states;
    },
  };
}
