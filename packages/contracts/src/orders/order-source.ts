import { z } from 'zod';
import { PLATFORMS, type StorePlatformCode } from '../stores/platforms.ts';

/**
 * Where an order came from (spec 1-buying 2.5 platform filter, 3 source/platform/store): the mall
 * ('KA', spec 4's own platform code) or a store platform. Screens and calls speak the spec's codes
 * (KA, SP, PD, and our WC and TT where the spec shows none); orders.platform_code holds 'KA' or our
 * platform code ('shopify', …), which these two functions translate.
 */
export const MALL_SOURCE = 'KA';
export const ORDER_SOURCES = [MALL_SOURCE, ...PLATFORMS.map((p) => p.platformCode)] as [string, ...string[]];

/** The spec code of a stored platform_code ('shopify' → 'SP', 'KA' → 'KA'); an unknown value is kept as is. */
export function sourceOf(storedPlatform: string): string {
  return PLATFORMS.find((p) => p.code === storedPlatform)?.platformCode ?? storedPlatform;
}

/** The stored platform_code of a spec code ('SP' → 'shopify'); the mall's 'KA' stays 'KA'. */
export function storedPlatformOf(source: string): StorePlatformCode | typeof MALL_SOURCE | undefined {
  if (source === MALL_SOURCE) return MALL_SOURCE;
  return PLATFORMS.find((p) => p.platformCode === source)?.code;
}

/** The name a person reads for a source: the platform's brand, or the mall's. */
export function sourceName(source: string): string {
  return source === MALL_SOURCE ? 'Threadway' : (PLATFORMS.find((p) => p.platformCode === source)?.name ?? source);
}

/**
 * The order list's platform filter: a spec code in any case (or our platform code, as the listing
 * calls take it), blank for all; anything else is 'Please choose a platform from the list'.
 */
export const orderSourceFilter = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  z
    .string({ error: 'orders.platformInvalid' })
    .transform((value) => PLATFORMS.find((p) => p.code === value.toLowerCase())?.platformCode ?? value.toUpperCase())
    .pipe(z.enum(ORDER_SOURCES, { error: 'orders.platformInvalid' }))
    .optional(),
);

/**
 * A store order's income (spec 2.5 income statement with profit): what the store's customer paid
 * (sale), what the seller pays us for it (cost: the order total less what we refunded), and the
 * difference. A loss is a negative profit, never hidden or floored. All integer cents.
 */
export function storeOrderIncome(input: { saleCents: number; totalCents: number; refundedCents: number }): { sale: number; cost: number; profit: number } {
  const cost = input.totalCents - Math.min(input.refundedCents, input.totalCents);
  return { sale: input.saleCents, cost, profit: input.saleCents - cost };
}
