import { SUCCESS_CODE } from '@threadway/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { issueSession, revokeSession } from '../../platform/sessions.ts';
import { stores, users } from '../schema/index.ts';
import { DEMO_SELLER } from './index.ts';

/**
 * The demo seller's connected stores, so `npm start` shows a populated Store page: one per implemented
 * platform, on the local simulators (development only, never production, once: while the demo seller has
 * no store). Each is connected through the real API, in-process, the way the seller's browser does it:
 * Shopify by its install page and OAuth callback, WooCommerce by consumer key and secret, TikTok Shop by its
 * authorization page and callback, Temu by the access token its Seller Center page shows (manual authorization).
 */
export async function seedDemoStores(app: FastifyInstance): Promise<number> {
  const { config } = app;
  const { db } = app.database;
  if (config.SEED_DEMO !== 'on' || config.NODE_ENV !== 'development') return 0;
  const [demo] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`).limit(1);
  if (!demo) return 0;
  const [existing] = await db.select({ value: count() }).from(stores).where(eq(stores.userId, demo.id));
  if ((existing?.value ?? 0) > 0) return 0;

  const caller = { ip: '127.0.0.1', headers: { 'user-agent': 'Threadway demo-store seed' } } as unknown as FastifyRequest;
  const session = await issueSession(app, db, caller, { type: 'user', id: demo.id });
  const api = async <T>(method: HTTPMethods, url: string, payload: object) => {
    const response = await app.inject({ method, url, headers: { authorization: `Bearer ${session.token}` }, payload });
    const envelope = response.json<{ code: number; data: T; message: string }>();
    if (envelope.code !== SUCCESS_CODE) throw new Error(`Demo stores: ${method} ${url} answered ${response.statusCode} ${envelope.message}`);
    return envelope.data;
  };
  let connected = 0;
  try {
    // Shopify: only when shops are the local simulator, whose install page the seed clicks like a person.
    if (config.shopifyShopUrlTemplate.startsWith('http://127.0.0.1')) {
      const { redirectUrl } = await api<{ redirectUrl: string }>('POST', '/api/store/shopify/newStore', { storeName: 'Demo Shopify Store', storeUrl: 'threadway-demo' });
      const install = await fetch(redirectUrl, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'decision=install' });
      const back = new URL(install.headers.get('location') ?? '');
      await api('POST', '/api/store/authCallback/shopify', { params: Object.fromEntries(back.searchParams) });
      connected++;
    }
    if (config.WOOCOMMERCE_DEMO_STORE_URL && config.WOOCOMMERCE_DEMO_CONSUMER_KEY && config.WOOCOMMERCE_DEMO_CONSUMER_SECRET) {
      await api('POST', '/api/store/storeBind', {
        platform: 'woocommerce',
        storeName: 'Demo Woo Boutique',
        storeUrl: config.WOOCOMMERCE_DEMO_STORE_URL,
        consumerKey: config.WOOCOMMERCE_DEMO_CONSUMER_KEY,
        consumerSecret: config.WOOCOMMERCE_DEMO_CONSUMER_SECRET,
      });
      connected++;
    }
    // TikTok Shop and Temu: only on their local simulators, whose pages the seed submits like a person.
    if (config.TIKTOK_SHOP_AUTH_URL?.startsWith('http://127.0.0.1')) {
      const { redirectUrl } = await api<{ redirectUrl: string }>('POST', '/api/store/tiktok-shop/newStore', { storeName: 'Demo TikTok Shop', storeUrl: 'US' });
      const page = new URL(redirectUrl);
      const form = new URLSearchParams({ service_id: page.searchParams.get('service_id') ?? '', state: page.searchParams.get('state') ?? '', shop_name: 'Threadway Demo Shop', region: 'US', decision: 'authorize' });
      const authorized = await fetch(`${page.origin}${page.pathname}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      const back = new URL(authorized.headers.get('location') ?? '');
      await api('POST', '/api/store/authCallback/tiktok-shop', { params: Object.fromEntries(back.searchParams) });
      connected++;
    }
    if (config.TEMU_AUTH_URL?.startsWith('http://127.0.0.1')) {
      const form = new URLSearchParams({ app_key: config.TEMU_APP_KEY, shop_name: 'Threadway Demo Mall', region: 'us', decision: 'manual' });
      const shown = await fetch(`${config.TEMU_AUTH_URL.replace(/\/+$/, '')}/open-platform/client-manage`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      const accessToken = /<code id="access-token">([^<]+)<\/code>/.exec(await shown.text())?.[1];
      if (!accessToken) throw new Error('Demo stores: the Temu simulator showed no access token');
      await api('POST', '/api/store/tokenBind', { platform: 'temu', storeName: 'Demo Temu Store', region: 'us', accessToken });
      connected++;
    }
  } finally {
    await revokeSession(db, session.jti);
  }
  if (connected > 0) app.log.info(`Demo stores: connected ${connected} for ${DEMO_SELLER.email}`);
  return connected;
}
