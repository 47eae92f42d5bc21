import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSignValue, isSignValueValid, SIGN_VALUE_TTL_MS } from './sign-value.ts';

const secret = 'x'.repeat(40);
const now = 1_750_000_000_000;

describe('upload sign values', () => {
  test('valid for the caller and directory it was made for, until it expires', () => {
    const { signValue, expiresAt } = createSignValue(secret, 'similar-search', 'visitor:abc', now);
    assert.equal(expiresAt.getTime(), now + SIGN_VALUE_TTL_MS);
    assert.equal(isSignValueValid(secret, 'similar-search', 'visitor:abc', signValue, now + 1000), true);
    assert.equal(isSignValueValid(secret, 'similar-search', 'visitor:abc', signValue, now + SIGN_VALUE_TTL_MS), false, 'expired');
  });

  test('not valid for another caller, directory or secret, nor when altered', () => {
    const { signValue } = createSignValue(secret, 'similar-search', 'user:1', now);
    assert.equal(isSignValueValid(secret, 'similar-search', 'user:2', signValue, now), false);
    assert.equal(isSignValueValid(secret, 'avatars', 'user:1', signValue, now), false);
    assert.equal(isSignValueValid('y'.repeat(40), 'similar-search', 'user:1', signValue, now), false);
    const [expires, mac] = signValue.split('.') as [string, string];
    assert.equal(isSignValueValid(secret, 'similar-search', 'user:1', `${Number(expires) + 1}.${mac}`, now), false, 'a later expiry');
    assert.equal(isSignValueValid(secret, 'similar-search', 'user:1', `${expires}.${mac.slice(0, -1)}A`, now), false);
    for (const junk of ['', 'x', `${expires}.`, `${expires}.${mac}.x`]) assert.equal(isSignValueValid(secret, 'similar-search', 'user:1', junk, now), false, junk);
  });

  test('an expiry further away than the lifetime is refused even with a valid MAC', () => {
    const { signValue } = createSignValue(secret, 'similar-search', 'user:1', now + 60 * SIGN_VALUE_TTL_MS);
    assert.equal(isSignValueValid(secret, 'similar-search', 'user:1', signValue, now), false);
  });
});
