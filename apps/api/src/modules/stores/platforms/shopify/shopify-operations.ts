/**
 * Every GraphQL operation the Shopify adapter sends, in one place so a unit test validates each against
 * Shopify's Admin schema of the pinned version (shopify.test.ts), and the simulator validates what it receives.
 */
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

export const SHOPIFY_OPERATIONS = { SHOP_IDENTITY, SHOP_CURRENCY, SHOP_PING, COLLECTIONS, PRODUCT_TAGS, WEBHOOK_CREATE, WEBHOOK_LIST, WEBHOOK_DELETE };
