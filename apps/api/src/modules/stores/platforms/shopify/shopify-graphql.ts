import { SHOPIFY_SHOP_PATTERN } from '@threadway/contracts';
import type { Config } from '../../../../platform/config.ts';
import type { HttpFetch } from '../../../../platform/outbound-http.ts';
import { call, jsonOf, retryAfterMs } from '../extras.ts';
import { PlatformError } from '../platform.ts';
import { costBuckets, type ThrottleStatus } from '../publishing/pacing.ts';
import { SHOPIFY_API_VERSION } from './shopify-operations.ts';

/**
 * The Admin GraphQL call every Shopify operation goes through: the shop's URL from SHOPIFY_SHOP_URL_TEMPLATE,
 * X-Shopify-Access-Token, Shopify's answers mapped to PlatformError kinds, and the shop's cost bucket kept:
 * each answer's throttleStatus is remembered and a query waits until the bucket holds what that query cost
 * last time (its requestedQueryCost), so batches do not run into THROTTLED.
 */

/**
 * What a query's cost depends on besides its text: its page sizes and id lists, which are the top-level number
 * and list variables of our operations (`first`, `ids`, `variantCount`); a page of 15 and one of 250 cost apart.
 */
export function costKey(query: string, variables: Record<string, unknown>): string {
  const sizes = Object.entries(variables).flatMap(([name, value]) => (typeof value === 'number' ? [`${name}=${value}`] : Array.isArray(value) ? [`${name}#${value.length}`] : []));
  return sizes.length ? `${query}\n${sizes.join(',')}` : query;
}

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[] | string;
  extensions?: { cost?: { requestedQueryCost: number; throttleStatus: ThrottleStatus } };
}

export type ShopifyGraphql = <T>(shop: string, accessToken: string, query: string, variables?: Record<string, unknown>) => Promise<T>;

/** A query nobody has seen the cost of yet: assume a mutation's price. */
const UNKNOWN_QUERY_COST = 10;

export function shopifyBase(config: Config, shop: string): string {
  if (!SHOPIFY_SHOP_PATTERN.test(shop)) throw new PlatformError('rejected', 'not a myshopify.com shop');
  return config.shopifyShopUrlTemplate.replace('{shop}', shop);
}

export function shopifyGraphql(config: Config, http: HttpFetch, buckets = costBuckets()): ShopifyGraphql {
  const lastCost = new Map<string, number>();

  return async function graphql<T>(shop: string, accessToken: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const url = `${shopifyBase(config, shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
    const key = costKey(query, variables);
    await buckets.take(shop, lastCost.get(key) ?? UNKNOWN_QUERY_COST);
    const response = await call(http, url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': accessToken },
      body: JSON.stringify({ query, variables }),
    });
    if (response.status === 401 || response.status === 403) throw new PlatformError('unauthorized', `Shopify answered ${response.status}`);
    if (response.status === 429) throw new PlatformError('rate_limited', 'Shopify throttled the call', retryAfterMs(response));
    if (response.status === 404) throw new PlatformError('unauthorized', 'the shop is gone');
    if (response.status >= 500) throw new PlatformError('unavailable', `Shopify answered ${response.status}`);
    const answer = await jsonOf<GraphQLAnswer<T>>(response);
    const cost = answer.extensions?.cost;
    if (cost) {
      buckets.observe(shop, cost.throttleStatus);
      lastCost.set(key, cost.requestedQueryCost);
    }
    if (Array.isArray(answer.errors) && answer.errors.length > 0) {
      if (answer.errors.some((error) => error.extensions?.code === 'THROTTLED')) {
        const wait = cost ? Math.ceil(((cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable) / cost.throttleStatus.restoreRate) * 1000) : 1000;
        throw new PlatformError('rate_limited', 'Shopify throttled the query', Math.max(wait, 100));
      }
      if (answer.errors.some((error) => error.extensions?.code === 'ACCESS_DENIED')) throw new PlatformError('unauthorized', answer.errors[0]!.message);
      if (answer.errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR')) throw new PlatformError('unavailable', answer.errors[0]!.message);
      throw new PlatformError('rejected', answer.errors.map((error) => error.message).join('; '));
    }
    if (typeof answer.errors === 'string') throw new PlatformError('unauthorized', answer.errors);
    if (!answer.data) throw new PlatformError('unavailable', 'Shopify answered no data');
    return answer.data;
  };
}
