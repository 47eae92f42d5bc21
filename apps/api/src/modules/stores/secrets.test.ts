import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { secretBox } from './secrets.ts';

const key = randomBytes(32).toString('base64');
const owner = { userId: 7, platform: 'woocommerce' };
const credentials = { accessToken: 'ck_live_123', extra: { consumerKey: 'ck_live_123', consumerSecret: 'cs_live_456' }, accessTokenExpiresAt: new Date('2030-01-02T03:04:05Z') };

test('sealed credentials open again, dates included, and never contain the secret in clear', () => {
  const box = secretBox(key);
  const sealed = box.seal(credentials, owner);
  assert.match(sealed, /^v1\./);
  assert.ok(!sealed.includes('cs_live_456') && !Buffer.from(sealed.slice(3), 'base64').toString('latin1').includes('cs_live_456'));
  assert.deepEqual(box.open(sealed, owner), { ...credentials, refreshTokenExpiresAt: undefined });
  assert.notEqual(box.seal(credentials, owner), sealed, 'a fresh nonce each time');
});

test('a blob does not open with another key, for another owner, or once tampered with', () => {
  const sealed = secretBox(key).seal(credentials, owner);
  assert.throws(() => secretBox(randomBytes(32).toString('base64')).open(sealed, owner));
  assert.throws(() => secretBox(key).open(sealed, { ...owner, userId: 8 }));
  const raw = Buffer.from(sealed.slice(3), 'base64');
  raw[raw.length - 1]! ^= 1;
  assert.throws(() => secretBox(key).open(`v1.${raw.toString('base64')}`, owner));
  assert.throws(() => secretBox(Buffer.alloc(16).toString('base64')), /32 bytes/);
});
