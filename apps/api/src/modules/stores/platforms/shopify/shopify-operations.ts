/**
 * Every GraphQL operation the Shopify adapter sends, in one place so a unit test validates each against
 * Shopify's Admin schema of the pinned version (shopify.test.ts), and the simulator validates what it receives.
 */
import { SHOPIFY_ORDER_OPERATIONS } from './shopify-order-operations.ts';

export const SHOPIFY_API_VERSION = '2026-07';

export const SHOP_IDENTITY = `query ShopIdentity { shop { id name currencyCode myshopifyDomain } }`;
export const SHOP_CURRENCY = `query ShopCurrency { shop { currencyCode } }`;
export const SHOP_PING = `query ShopPing { shop { id } }`;
export const COLLECTIONS = `query Collections($first: Int!, $after: String) {
  collections(first: $first, after: $after) { nodes { id title } pageInfo { hasNextPage endCursor } }
}`;
export const PRODUCT_TAGS = `query ProductTags($first: Int!) { productTags(first: $first) { nodes } }`;
export const WEBHOOK_CREATE = `mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) { webhookSubscription { id topic uri } userErrors { field message } }
}`;
export const WEBHOOK_LIST = `query WebhookSubscriptions($first: Int!) { webhookSubscriptions(first: $first) { nodes { id topic uri } } }`;
export const WEBHOOK_DELETE = `mutation WebhookSubscriptionDelete($id: ID!) {
  webhookSubscriptionDelete(id: $id) { deletedWebhookSubscriptionId userErrors { field message } }
}`;


// Publishing (issue 15). productSet replaces list fields (variants, options, files, collections): what the
// input leaves out is deleted, so an update sends the whole product. Shopify charges a connection by its page
// size, so the variants are asked back in a page of exactly as many as were sent ($variantCount), not 250:
// a 15-variant product then costs 29 points instead of 264 and the shop's bucket is not held back for nothing.
const PUBLISHED_PRODUCT = 'id status onlineStoreUrl variants(first: $variantCount) { nodes { id sku } }';
export const PRODUCT_SET = `mutation ProductSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers, $synchronous: Boolean!, $variantCount: Int!) {
  productSet(input: $input, identifier: $identifier, synchronous: $synchronous) { product { ${PUBLISHED_PRODUCT} } userErrors { field message code } }
}`;
export const PRODUCT_STATUS_UPDATE = `mutation ProductStatusUpdate($product: ProductUpdateInput!) {
  productUpdate(product: $product) { product { id status } userErrors { field message } }
}`;
export const PRODUCT_DELETE = `mutation ProductDelete($input: ProductDeleteInput!) {
  productDelete(input: $input, synchronous: true) { deletedProductId userErrors { field message } }
}`;
export const PRODUCT_STATES = `query ProductStates($ids: [ID!]!) { nodes(ids: $ids) { ... on Product { id status } } }`;
export const VARIANT_INVENTORY_ITEMS = `query VariantInventoryItems($ids: [ID!]!) { nodes(ids: $ids) { ... on ProductVariant { id sku inventoryItem { id } } } }`;
export const LOCATIONS = `query Locations($first: Int!) { locations(first: $first) { nodes { id isPrimary isActive } } }`;
/** Since 2026-04 the idempotency key is required, and each quantity states changeFromQuantity (null: we are the source of truth). */
export const INVENTORY_SET = `mutation InventorySet($input: InventorySetQuantitiesInput!, $idempotencyKey: String!) {
  inventorySetQuantities(input: $input) @idempotent(key: $idempotencyKey) { inventoryAdjustmentGroup { id } userErrors { field message code } }
}`;

export const SHOPIFY_OPERATIONS = {
  SHOP_IDENTITY, SHOP_CURRENCY, SHOP_PING, COLLECTIONS, PRODUCT_TAGS, WEBHOOK_CREATE, WEBHOOK_LIST, WEBHOOK_DELETE,
  PRODUCT_SET, PRODUCT_STATUS_UPDATE, PRODUCT_DELETE, PRODUCT_STATES, VARIANT_INVENTORY_ITEMS, LOCATIONS, INVENTORY_SET,
  ...SHOPIFY_ORDER_OPERATIONS,
};
