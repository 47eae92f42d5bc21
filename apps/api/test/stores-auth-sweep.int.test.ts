import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { stores } from '../src/db/schema/index.ts';
import { TEST_STORE_SECRETS_KEY } from '../src/platform/config.ts';
import { storeAuthSweep } from '../src/modules/stores/auth-sweep.ts';
import { PlatformError, type PlatformCredentials, type StorePlatform } from '../src/modules/stores/platforms/platform.ts';
import { secretBox } from '../src/modules/stores/secrets.ts';
import { useTestServer } from './harness.ts';

/**
 * The authorization job with a platform whose tokens expire (as TikTok Shop's and Temu's do): a token
 * expiring within the hour is refreshed and sealed again; a refresh the platform refuses, and an expired
 * token that cannot be refreshed, leave the store Unauthorized without its secrets.
 */
const server = useTestServer();
const box = secretBox(TEST_STORE_SECRETS_KEY);
const hour = 3_600_000;

function fakePlatform(): StorePlatform & { refreshed: string[] } {
  const refreshed: string[] = [];
  return {
    code: 'temu',
    refreshed,
    async refresh(connection) {
      if (connection.credentials.refreshToken === 'revoked') throw new PlatformError('unauthorized', 'refresh token revoked');
      refreshed.push(connection.credentials.refreshToken!);
      return { accessToken: `fresh-${connection.credentials.refreshToken}`, refreshToken: `next-${connection.credentials.refreshToken}`, accessTokenExpiresAt: new Date(Date.now() + 24 * hour), extra: connection.credentials.extra };
    },
    checkHealth: async () => ({ ok: true }),
    getCurrency: async () => 'USD',
    listCollections: async () => [],
    listTags: async () => [],
    verifyWebhook: () => false,
  };
}

test('expiring tokens are refreshed; refused and unrefreshable ones end the authorization', async () => {
  const seller = await server.signUp();
  const platform = fakePlatform();
  const insert = async (shopId: string, credentials: PlatformCredentials) => {
    const [row] = await server.db
      .insert(stores)
      .values({ userId: seller.userId, platform: 'temu', name: shopId, storeUrl: 'us', displayUrl: 'us', platformShopId: shopId, credentials: box.seal(credentials, { userId: seller.userId, platform: 'temu' }), accessTokenExpiresAt: credentials.accessTokenExpiresAt ?? null, lastCheckedAt: new Date() })
      .returning({ id: stores.id });
    return row!.id;
  };
  const soon = new Date(Date.now() + 10 * 60_000);
  const expiring = await insert('expiring', { accessToken: 'old', refreshToken: 'r1', accessTokenExpiresAt: soon, extra: { mallId: '7' } });
  const revoked = await insert('revoked', { accessToken: 'old', refreshToken: 'revoked', accessTokenExpiresAt: soon, extra: {} });
  const expired = await insert('expired', { accessToken: 'old', accessTokenExpiresAt: new Date(Date.now() - 60_000), extra: {} });
  const later = await insert('later', { accessToken: 'keep', refreshToken: 'r2', accessTokenExpiresAt: new Date(Date.now() + 48 * hour), extra: {} });

  const sweep = storeAuthSweep({ db: server.db, jobs: server.app.jobs, registry: { get: () => platform, codes: () => ['temu'] }, box, log: server.app.log, minutes: 30 });
  assert.deepEqual(await sweep.sweep(), { refreshed: 1, unauthorized: 2, checked: 0 });
  assert.deepEqual(platform.refreshed, ['r1']);

  const row = async (id: number) => (await server.db.select().from(stores).where(eq(stores.id, id)))[0]!;
  const fresh = await row(expiring);
  const opened = box.open(fresh.credentials!, { userId: seller.userId, platform: 'temu' });
  assert.deepEqual([opened.accessToken, opened.refreshToken, opened.extra.mallId, fresh.authorized], ['fresh-r1', 'next-r1', '7', true]);
  assert.ok(fresh.accessTokenExpiresAt!.getTime() > Date.now() + 23 * hour, 'the new expiry is kept in clear for the next run');
  for (const [id, reason] of [[revoked, 'revoked'], [expired, 'expired']] as const) {
    const ended = await row(id);
    assert.deepEqual([ended.authorized, ended.unauthorizedReason, ended.credentials], [false, reason, null]);
  }
  assert.equal((await row(later)).authorized, true, 'a token valid for two days is left alone');
  assert.deepEqual(await sweep.sweep(), { refreshed: 0, unauthorized: 0, checked: 0 }, 'nothing is due twice');
});
