import type { z } from 'zod';
import { PlatformError, type ListingPayload, type ListingPublisher, type ProductState, type PublishedProduct, type StoreConnection } from '../platform.ts';
import type { Http } from './client.ts';
import { picturesOf, tiktokProductBody, TIKTOK_MAX_MAIN_IMAGES } from './listing.ts';
import { productDetailSchema, productsActionSchema, savedProductSchema, uploadedImageSchema, warehousesSchema } from './schemas.ts';
import type { TikTokShopApi } from './shop-api.ts';

/**
 * Publishing to TikTok Shop (issue 15), Product API 202309: pictures are downloaded from our URLs and uploaded
 * (POST /product/202309/images/upload, not shop-scoped), then the product is created (POST
 * /product/202309/products) or edited (PUT …/products/{id}, SKUs left out are deleted); hide and relist are
 * deactivate / activate; delete is DELETE /product/202309/products; stock is …/{id}/inventory/update at the
 * shop's warehouse; states come from GET …/products/{id}. Calls keep to the shop's QPS (shop-api.ts).
 */

const GONE = /not exist|not found|deleted/i;
/** Uploaded pictures remembered per shop and URL, so an edit does not upload them again (bounded). */
const UPLOAD_MEMORY = 5000;

export function tiktokPublisher(api: TikTokShopApi, http: Http): ListingPublisher {
  const { client, shopKey, call } = api;
  const warehouses = new Map<string, string>();
  const uploads = new Map<string, string>();

  async function warehouseOf(connection: StoreConnection, payload?: ListingPayload): Promise<string> {
    const chosen = payload?.extra?.warehouseId;
    if (typeof chosen === 'string' && chosen) return chosen;
    const known = warehouses.get(shopKey(connection));
    if (known) return known;
    const { warehouses: found } = await call(connection, warehousesSchema, { method: 'GET', path: '/logistics/202309/warehouses' });
    const sales = found.filter((w) => (w.type ?? 'SALES_WAREHOUSE') === 'SALES_WAREHOUSE' && (w.effect_status ?? 'ENABLED') === 'ENABLED');
    const warehouse = sales.find((w) => w.is_default) ?? sales[0];
    if (!warehouse) throw new PlatformError('rejected', 'TikTok Shop: the shop has no sales warehouse');
    warehouses.set(shopKey(connection), warehouse.id);
    return warehouse.id;
  }

  async function download(url: string): Promise<{ bytes: Uint8Array; contentType: string }> {
    let response: Response;
    try {
      response = await http(url, { method: 'GET' });
    } catch (error) {
      throw new PlatformError('unavailable', `picture ${url} could not be downloaded: ${(error as Error).message}`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) throw new PlatformError('rejected', `picture ${url} could not be downloaded (HTTP ${response.status})`);
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
  }

  async function upload(connection: StoreConnection, url: string, useCase: string): Promise<string> {
    const key = `${shopKey(connection)} ${url}`;
    const known = uploads.get(key);
    if (known) return known;
    const file = await download(url);
    await api.pace(connection);
    const { uri } = await client.upload(uploadedImageSchema, {
      path: '/product/202309/images/upload',
      accessToken: connection.credentials.accessToken,
      fields: { use_case: useCase },
      file: { name: new URL(url).pathname.split('/').pop() || 'picture', contentType: file.contentType, bytes: file.bytes },
    });
    if (uploads.size >= UPLOAD_MEMORY) uploads.delete(uploads.keys().next().value!);
    uploads.set(key, uri);
    return uri;
  }

  async function urisOf(connection: StoreConnection, payload: ListingPayload) {
    const main = new Set(payload.images.slice(0, TIKTOK_MAX_MAIN_IMAGES));
    const uris = new Map<string, string>();
    for (const url of picturesOf(payload)) uris.set(url, await upload(connection, url, main.has(url) ? 'MAIN_IMAGE' : 'ATTRIBUTE_IMAGE'));
    return uris;
  }

  const published = (saved: z.infer<typeof savedProductSchema>, payload: ListingPayload, status: string): PublishedProduct => {
    const bySku = new Map(saved.skus.map((sku) => [sku.seller_sku, sku.id]));
    return {
      platformProductId: saved.product_id,
      platformStatus: status,
      variants: payload.variants.flatMap((v) => (bySku.has(v.sku) ? [{ sku: v.sku, platformVariantId: bySku.get(v.sku)! }] : [])),
    };
  };

  async function detail(connection: StoreConnection, productId: string) {
    try {
      return await call(connection, productDetailSchema, { method: 'GET', path: `/product/202309/products/${encodeURIComponent(productId)}` });
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'rejected' && GONE.test(error.message)) return null;
      throw error;
    }
  }

  async function act(connection: StoreConnection, action: 'activate' | 'deactivate' | 'delete', productId: string) {
    const { errors } = await call(connection, productsActionSchema, {
      method: action === 'delete' ? 'DELETE' : 'POST',
      path: action === 'delete' ? '/product/202309/products' : `/product/202309/products/${action}`,
      body: { product_ids: [productId] },
    });
    return errors;
  }

  async function setActive(connection: StoreConnection, platformProductId: string, active: boolean): Promise<ProductState> {
    const errors = await act(connection, active ? 'activate' : 'deactivate', platformProductId);
    if (errors.some((error) => GONE.test(error.message))) return { exists: false };
    if (errors.length > 0) throw new PlatformError('rejected', `TikTok Shop: ${errors.map((error) => error.message).join('; ')}`);
    const state = await detail(connection, platformProductId);
    return state ? { exists: state.status !== 'DELETED', platformStatus: state.status } : { exists: false };
  }

  return {
    maxImages: TIKTOK_MAX_MAIN_IMAGES,
    // A new or edited product waits for TikTok's review; its outcome (ACTIVATE, FAILED, ...) comes later.
    reviewStatuses: ['PENDING'],

    async createProduct(connection, payload) {
      const body = tiktokProductBody(payload, { uris: await urisOf(connection, payload), warehouseId: await warehouseOf(connection, payload) });
      const saved = await call(connection, savedProductSchema, { method: 'POST', path: '/product/202309/products', body });
      // A new listing goes to TikTok's review first (PENDING); a draft stays DRAFT.
      return published(saved, payload, payload.active ? 'PENDING' : 'DRAFT');
    },

    async updateProduct(connection, platformProductId, payload) {
      const current = await detail(connection, platformProductId);
      if (!current || current.status === 'DELETED') throw new PlatformError('rejected', `TikTok Shop: product ${platformProductId} does not exist`);
      const skuIds = new Map(current.skus.map((sku) => [sku.seller_sku, sku.id]));
      const body = tiktokProductBody(payload, { uris: await urisOf(connection, payload), warehouseId: await warehouseOf(connection, payload), skuIds });
      const saved = await call(connection, savedProductSchema, { method: 'PUT', path: `/product/202309/products/${encodeURIComponent(platformProductId)}`, body });
      // An edit keeps the seller's deactivation; the payload's visibility is applied after it.
      const deactivated = current.status === 'SELLER_DEACTIVATED';
      if (payload.active === deactivated) await setActive(connection, platformProductId, payload.active);
      return published(saved, payload, payload.active ? 'PENDING' : 'SELLER_DEACTIVATED');
    },

    setProductActive: setActive,

    async deleteProduct(connection, platformProductId) {
      const errors = (await act(connection, 'delete', platformProductId)).filter((error) => !GONE.test(error.message));
      if (errors.length > 0) throw new PlatformError('rejected', `TikTok Shop: ${errors.map((error) => error.message).join('; ')}`);
    },

    async setInventory(connection, platformProductId, levels) {
      if (levels.length === 0) return;
      const warehouseId = await warehouseOf(connection);
      await call(connection, productsActionSchema, {
        method: 'POST',
        path: `/product/202309/products/${encodeURIComponent(platformProductId)}/inventory/update`,
        body: { skus: levels.map((level) => ({ id: level.platformVariantId, inventory: [{ warehouse_id: warehouseId, quantity: level.quantity }] })) },
      });
    },

    async getProductStates(connection, platformProductIds) {
      const states: Record<string, ProductState> = {};
      for (const id of platformProductIds) {
        const state = await detail(connection, id);
        states[id] = state && state.status !== 'DELETED' ? { exists: true, platformStatus: state.status } : { exists: false };
      }
      return states;
    },
  };
}
