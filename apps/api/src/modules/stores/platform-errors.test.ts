import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../../platform/errors.ts';
import { toAppError } from './platform-errors.ts';
import { URL_NOT_ALLOWED } from './platforms/extras.ts';
import { PlatformError } from './platforms/platform.ts';

test("a platform's refusal becomes a 400 that says what to fix, never a 500", () => {
  const mapped = (error: unknown, context: 'keys' | 'token' | 'authorization') => {
    const result = toAppError(error, context);
    assert.ok(result instanceof AppError);
    return [result.status, result.messageKey, (result.data as { field: string }).field];
  };
  assert.deepEqual(mapped(new PlatformError('unauthorized', 'x'), 'keys'), [400, 'stores.keysRejected', 'consumerKey']);
  assert.deepEqual(mapped(new PlatformError('unauthorized', 'x'), 'token'), [400, 'stores.tokenRejected', 'accessToken']);
  assert.deepEqual(mapped(new PlatformError('unauthorized', 'x'), 'authorization'), [400, 'stores.authorizationInvalid', 'authorization']);
  assert.deepEqual(mapped(new PlatformError('rejected', URL_NOT_ALLOWED), 'keys'), [400, 'stores.urlNotAllowed', 'storeUrl']);
  assert.deepEqual(mapped(new PlatformError('rejected', 'rest_no_route: none'), 'keys'), [400, 'stores.platformRefused', 'storeUrl']);
  assert.deepEqual(mapped(new PlatformError('unavailable', 'ECONNREFUSED'), 'keys'), [400, 'stores.storeUnreachable', 'storeUrl']);
  assert.deepEqual(mapped(new PlatformError('rate_limited', 'slow down', 500), 'authorization'), [400, 'stores.storeUnreachable', 'storeUrl']);
  const ours = new Error('a bug of ours');
  assert.equal(toAppError(ours, 'keys'), ours, 'anything else stays ours (logged, 500)');
});
