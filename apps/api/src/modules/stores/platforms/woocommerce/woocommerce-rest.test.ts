import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlatformError } from '../platform.ts';
import { WooRejected, wooRest } from './woocommerce-rest.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const keys = ['https://shop.example', 'ck_1', 'cs_1'] as const;

async function failure(answer: Response): Promise<PlatformError> {
  const error = await wooRest(async () => answer).rest(keys, '/products').catch((e: unknown) => e);
  assert.ok(error instanceof PlatformError, String(error));
  return error;
}

test("WooCommerce's answers as PlatformError kinds; a 4xx keeps its code and message", async () => {
  const limited = await failure(json({ code: 'rest_too_many_requests', message: 'Too many requests.' }, 429, { 'retry-after': '3' }));
  assert.deepEqual([limited.kind, limited.retryAfterMs], ['rate_limited', 3000]);
  assert.equal((await failure(new Response('Bad gateway', { status: 502 }))).kind, 'unavailable');
  assert.equal((await failure(json({ code: 'woocommerce_rest_authentication_error', message: 'Consumer key is invalid.' }, 401))).kind, 'unauthorized');
  const rejected = await failure(json({ code: 'product_invalid_sku', message: 'Invalid or duplicated SKU.', data: { status: 400 } }, 400));
  assert.ok(rejected instanceof WooRejected);
  assert.deepEqual([rejected.kind, rejected.code, rejected.message], ['rejected', 'product_invalid_sku', 'Invalid or duplicated SKU.']);
});
