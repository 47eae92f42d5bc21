import { PlatformError, type StoreConnection, type StoreOrder, type StoreOrderAddress } from '../platform.ts';
import { minorUnitsOf } from '../publishing/money.ts';
import { gidOf } from './shopify-order-ids.ts';
import { CANCELLATION_REQUESTED_TAG } from './shopify-order-webhook.ts';
import { LIST_PAGE, ORDER, ORDERS_UPDATED_SINCE } from './shopify-order-operations.ts';
import type { ShopifyGraphql } from './shopify-graphql.ts';

/**
 * Store orders read from Shopify's Admin GraphQL (issue 17): the polling fallback (orders updated since a
 * time, oldest first) and one order read back. The GraphQL order becomes the StoreOrder every adapter hands
 * to the store-orders domain; the REST webhook body becomes the same shape in shopify-order-webhook.ts.
 */

interface Money {
  shopMoney: { amount: string; currencyCode?: string };
}
export interface GraphqlOrder {
  id: string;
  name: string;
  displayFinancialStatus: string | null;
  cancelledAt: string | null;
  tags: string[];
  currencyCode: string;
  createdAt: string;
  updatedAt: string;
  email: string | null;
  totalPriceSet: Money;
  totalShippingPriceSet: Money;
  shippingLine: { title: string } | null;
  customer: { firstName: string | null; lastName: string | null } | null;
  shippingAddress: {
    name: string | null;
    firstName: string | null;
    lastName: string | null;
    phone: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    countryCodeV2: string | null;
    zip: string | null;
  } | null;
  lineItems: {
    nodes: { id: string; sku: string | null; title: string; quantity: number; originalUnitPriceSet: Money; product: { id: string } | null; variant: { id: string } | null }[];
    pageInfo: { hasNextPage: boolean };
  };
}

/** Financial statuses of an order the shopper has paid (refunds later do not unpay it). */
const PAID = new Set(['PAID', 'PARTIALLY_REFUNDED']);

const joined = (...parts: (string | null | undefined)[]) => parts.filter((part) => part && part.trim()).join(' ').trim();

export function storeOrderOfGraphql(order: GraphqlOrder): StoreOrder {
  const currency = order.totalPriceSet.shopMoney.currencyCode ?? order.currencyCode;
  const address = order.shippingAddress;
  const recipient: StoreOrderAddress | null = address
    ? {
        name: address.name?.trim() || joined(address.firstName, address.lastName),
        phone: address.phone ?? '',
        email: order.email ?? undefined,
        street1: address.address1 ?? '',
        street2: address.address2 || undefined,
        city: address.city ?? '',
        province: address.provinceCode || undefined,
        country: address.countryCodeV2 ?? '',
        zip: address.zip ?? '',
      }
    : null;
  return {
    platformOrderId: gidOf('Order', order.id),
    name: order.name,
    paid: PAID.has(order.displayFinancialStatus ?? ''),
    cancelled: order.cancelledAt !== null,
    cancelRequested: order.tags.includes(CANCELLATION_REQUESTED_TAG),
    currency,
    totalCents: minorUnitsOf(order.totalPriceSet.shopMoney.amount, currency) ?? 0,
    shippingCents: minorUnitsOf(order.totalShippingPriceSet.shopMoney.amount, currency) ?? 0,
    shippingMethod: order.shippingLine?.title || undefined,
    customerName: joined(order.customer?.firstName, order.customer?.lastName) || recipient?.name || '',
    address: recipient,
    lines: order.lineItems.nodes.map((line) => ({
      platformLineId: gidOf('LineItem', line.id),
      platformProductId: line.product?.id,
      platformVariantId: line.variant?.id,
      sku: line.sku || undefined,
      title: line.title,
      quantity: line.quantity,
      unitPriceCents: minorUnitsOf(line.originalUnitPriceSet.shopMoney.amount, currency) ?? 0,
    })),
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

const shopOf = (connection: StoreConnection) => new URL(connection.storeUrl).hostname;

export function shopifyOrderReader(graphql: ShopifyGraphql) {
  async function getOrder(connection: StoreConnection, platformOrderId: string): Promise<StoreOrder | null> {
    const { order } = await graphql<{ order: GraphqlOrder | null }>(shopOf(connection), connection.credentials.accessToken, ORDER, { id: gidOf('Order', platformOrderId) });
    return order ? storeOrderOfGraphql(order) : null;
  }

  return {
    getOrder,

    /** Shopify's search syntax compares updated_at to the second; the cursor is GraphQL's own. */
    async listOrders(connection: StoreConnection, input: { updatedSince: Date; cursor?: string }): Promise<{ orders: StoreOrder[]; nextCursor?: string }> {
      const since = new Date(Math.floor(input.updatedSince.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');
      const { orders } = await graphql<{ orders: { nodes: GraphqlOrder[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } }>(shopOf(connection), connection.credentials.accessToken, ORDERS_UPDATED_SINCE, {
        first: LIST_PAGE,
        after: input.cursor ?? null,
        query: `updated_at:>='${since}'`,
      });
      const read: StoreOrder[] = [];
      for (const node of orders.nodes) {
        // More lines than a listed order carries: read alone, with the larger page.
        const whole = node.lineItems.pageInfo.hasNextPage ? await getOrder(connection, node.id) : storeOrderOfGraphql(node);
        if (!whole) throw new PlatformError('unavailable', `order ${node.id} vanished while listed`);
        read.push(whole);
      }
      return { orders: read, nextCursor: orders.pageInfo.hasNextPage && orders.pageInfo.endCursor ? orders.pageInfo.endCursor : undefined };
    },
  };
}
