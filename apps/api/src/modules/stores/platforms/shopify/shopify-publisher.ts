import { randomUUID } from 'node:crypto';
import { PlatformError, type ListingPayload, type ListingPublisher, type ProductState, type PublishedProduct, type StoreConnection } from '../platform.ts';
import type { ShopifyGraphql } from './shopify-graphql.ts';
import { productSetVariables } from './shopify-listing.ts';
import { INVENTORY_SET, LOCATIONS, PRODUCT_DELETE, PRODUCT_SET, PRODUCT_STATES, PRODUCT_STATUS_UPDATE, VARIANT_INVENTORY_ITEMS } from './shopify-operations.ts';

/**
 * Publishing to Shopify (issue 15): productSet (synchronous) creates and replaces a product with its options,
 * variants, files and quantities; productUpdate sets the status (ACTIVE / DRAFT); productDelete removes it;
 * inventorySetQuantities sets absolute quantities; nodes(ids:) reads states. userErrors are the product's own
 * fault ('rejected' with Shopify's words).
 */

interface UserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}
interface ShopifyProduct {
  id: string;
  status: string;
  onlineStoreUrl: string | null;
  variants: { nodes: { id: string; sku: string | null }[] };
}

/** Nodes asked at once (Shopify takes up to 250 ids in nodes()). */
const NODES_PAGE = 250;
const GONE = /does not exist|not found/i;

const rejectOn = (errors: UserError[]) => {
  if (errors.length > 0) throw new PlatformError('rejected', errors.map((error) => error.message).join('; '));
};
const shopOf = (connection: StoreConnection) => new URL(connection.storeUrl).hostname;
const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export function shopifyPublisher(graphql: ShopifyGraphql): ListingPublisher {
  /** The shop's primary location, where quantities are set; asked once per shop and process. */
  const locations = new Map<string, string>();
  async function locationOf(connection: StoreConnection): Promise<string> {
    const shop = shopOf(connection);
    const known = locations.get(shop);
    if (known) return known;
    const { locations: found } = await graphql<{ locations: { nodes: { id: string; isPrimary: boolean; isActive: boolean }[] } }>(shop, connection.credentials.accessToken, LOCATIONS, { first: 20 });
    const location = found.nodes.find((node) => node.isPrimary && node.isActive) ?? found.nodes.find((node) => node.isActive);
    if (!location) throw new PlatformError('rejected', 'the shop has no active location for inventory');
    locations.set(shop, location.id);
    return location.id;
  }

  async function productSet(connection: StoreConnection, payload: ListingPayload, productId?: string): Promise<PublishedProduct> {
    const send = async (given: ListingPayload) =>
      (await graphql<{ productSet: { product: ShopifyProduct | null; userErrors: UserError[] } }>(shopOf(connection), connection.credentials.accessToken, PRODUCT_SET, productSetVariables(given, { productId, locationId: await locationOf(connection) }))).productSet;
    let answer = await send(payload);
    // Variant ids Shopify no longer has (the merchant changed the product in the admin): those variants are sent again as new ones.
    if (productId && answer.userErrors.length > 0 && answer.userErrors.every((error) => error.code === 'PRODUCT_VARIANT_DOES_NOT_EXIST')) {
      const stale = new Set(answer.userErrors.map((error) => Number(error.field?.[2])));
      answer = await send({ ...payload, variants: payload.variants.map(({ platformVariantId, ...variant }, index) => (stale.has(index) ? variant : { ...variant, platformVariantId })) });
    }
    rejectOn(answer.userErrors);
    if (!answer.product) throw new PlatformError('unavailable', 'Shopify answered no product');
    const bySku = new Map(answer.product.variants.nodes.map((node) => [node.sku ?? '', node.id]));
    return {
      platformProductId: answer.product.id,
      url: answer.product.onlineStoreUrl ?? undefined,
      platformStatus: answer.product.status,
      variants: payload.variants.flatMap((variant) => (bySku.has(variant.sku) ? [{ sku: variant.sku, platformVariantId: bySku.get(variant.sku)! }] : [])),
    };
  }

  return {
    maxImages: 250,

    createProduct: (connection, payload) => productSet(connection, payload),

    updateProduct: (connection, platformProductId, payload) => productSet(connection, payload, platformProductId),

    async setProductActive(connection, platformProductId, active): Promise<ProductState> {
      const { productUpdate } = await graphql<{ productUpdate: { product: { id: string; status: string } | null; userErrors: UserError[] } }>(shopOf(connection), connection.credentials.accessToken, PRODUCT_STATUS_UPDATE, {
        product: { id: platformProductId, status: active ? 'ACTIVE' : 'DRAFT' },
      });
      if (!productUpdate.product && productUpdate.userErrors.some((error) => GONE.test(error.message))) return { exists: false };
      rejectOn(productUpdate.userErrors);
      return { exists: true, platformStatus: productUpdate.product?.status };
    },

    async deleteProduct(connection, platformProductId) {
      const { productDelete } = await graphql<{ productDelete: { deletedProductId: string | null; userErrors: UserError[] } }>(shopOf(connection), connection.credentials.accessToken, PRODUCT_DELETE, { input: { id: platformProductId } });
      rejectOn(productDelete.userErrors.filter((error) => !GONE.test(error.message)));
    },

    async setInventory(connection, platformProductId, levels) {
      if (levels.length === 0) return;
      const shop = shopOf(connection);
      const token = connection.credentials.accessToken;
      const items = new Map<string, string>();
      for (const ids of chunks(levels.map((level) => level.platformVariantId), NODES_PAGE)) {
        const { nodes } = await graphql<{ nodes: ({ id: string; inventoryItem: { id: string } } | null)[] }>(shop, token, VARIANT_INVENTORY_ITEMS, { ids });
        for (const node of nodes) if (node?.inventoryItem) items.set(node.id, node.inventoryItem.id);
      }
      const missing = levels.filter((level) => !items.has(level.platformVariantId));
      if (missing.length > 0) throw new PlatformError('rejected', `variants not in product ${platformProductId}: ${missing.map((level) => level.sku).join(', ')}`);
      const locationId = await locationOf(connection);
      const { inventorySetQuantities } = await graphql<{ inventorySetQuantities: { userErrors: UserError[] } }>(shop, token, INVENTORY_SET, {
        idempotencyKey: randomUUID(),
        input: {
          name: 'available',
          reason: 'correction',
          quantities: levels.map((level) => ({ inventoryItemId: items.get(level.platformVariantId)!, locationId, quantity: level.quantity, changeFromQuantity: null })),
        },
      });
      rejectOn(inventorySetQuantities.userErrors);
    },

    async getProductStates(connection, platformProductIds) {
      const states: Record<string, ProductState> = {};
      for (const ids of chunks(platformProductIds, NODES_PAGE)) {
        const { nodes } = await graphql<{ nodes: ({ id?: string; status?: string } | null)[] }>(shopOf(connection), connection.credentials.accessToken, PRODUCT_STATES, { ids });
        ids.forEach((id, index) => {
          const node = nodes[index];
          states[id] = node?.id ? { exists: true, platformStatus: node.status } : { exists: false };
        });
      }
      return states;
    },
  };
}
