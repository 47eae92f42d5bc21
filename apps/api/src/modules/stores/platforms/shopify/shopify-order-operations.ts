/**
 * The Admin GraphQL operations of store orders (issue 17), validated against Shopify's schema with the
 * others (SHOPIFY_OPERATIONS, shopify.test.ts). Page sizes keep each query under Shopify's 1,000-point
 * single-query limit: a listed order carries up to LIST_LINES lines (an order with more is read again
 * alone, with up to ORDER_LINES); an order's fulfilment state reads 20 fulfilments and 3 fulfillment orders of 50 lines.
 */
export const LIST_PAGE = 5;
export const LIST_LINES = 30;
export const ORDER_LINES = 100;

/** What a StoreOrder is made of; amounts in the shop's currency (shopMoney), as the REST webhooks give them. */
const orderFields = (lines: number) => `id name displayFinancialStatus cancelledAt tags currencyCode createdAt updatedAt email
  totalPriceSet { shopMoney { amount currencyCode } } totalShippingPriceSet { shopMoney { amount } }
  shippingLine { title } customer { firstName lastName }
  shippingAddress { name firstName lastName phone address1 address2 city provinceCode countryCodeV2 zip }
  lineItems(first: ${lines}) { nodes { id sku title quantity originalUnitPriceSet { shopMoney { amount } } product { id } variant { id } } pageInfo { hasNextPage } }`;

export const ORDERS_UPDATED_SINCE = `query OrdersUpdatedSince($first: Int!, $after: String, $query: String!) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) { nodes { ${orderFields(LIST_LINES)} } pageInfo { hasNextPage endCursor } }
}`;
export const ORDER = `query Order($id: ID!) { order(id: $id) { ${orderFields(ORDER_LINES)} } }`;
/** Where each line can still be fulfilled, and the fulfilments made so far (a retried upload finds its own). */
export const ORDER_FULFILMENT_STATE = `query OrderFulfilmentState($id: ID!) {
  order(id: $id) {
    id
    fulfillments(first: 20) { id status trackingInfo(first: 1) { number } }
    fulfillmentOrders(first: 3) { nodes { id status lineItems(first: 50) { nodes { id remainingQuantity lineItem { id } } } } }
  }
}`;
export const FULFILMENT_CREATE = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
}`;
export const FULFILMENT_CANCEL = `mutation FulfillmentCancel($id: ID!) {
  fulfillmentCancel(id: $id) { fulfillment { id status } userErrors { field message } }
}`;

/** The order topics subscribed with the app's uninstall (webhookSubscriptionCreate). */
export const ORDER_TOPICS = ['ORDERS_CREATE', 'ORDERS_PAID', 'ORDERS_UPDATED', 'ORDERS_CANCELLED'] as const;

export const SHOPIFY_ORDER_OPERATIONS = { ORDERS_UPDATED_SINCE, ORDER, ORDER_FULFILMENT_STATE, FULFILMENT_CREATE, FULFILMENT_CANCEL };
