import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { childrenOf } from '../shared/apparel-categories.ts';
import { authorizePage, problemPage } from '../shared/authorize-page.ts';
import { escape, layout, APPROVAL_PAGE_STYLE } from '../shared/pages.ts';
import { perSecondLimit } from '../shared/rate-limit.ts';
import { acceptRawJson, rawJsonOf } from '../shared/raw-json.ts';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { storefrontPage, type StorefrontProduct } from '../shared/storefront.ts';
import { gatewayError, type GatewayError } from './gateway.ts';
import { mallOrders, TemuRefusal, type MallOrders, type TemuBuyInput } from './orders.ts';

/**
 * A local stand-in for the Temu Partner API, for one app: the Seller Center authorization page
 * (/open-platform/client-manage: 'Authorize' sends the browser to the app's redirect URL with a
 * `code`, callback authorization; 'Authorize and show the access token' shows a token to paste,
 * manual authorization) and the open-platform router (POST /openapi/router) checking every call
 * like Temu's gateway (gateway.ts, errorCode 3000001 for a bad sign, 4000004 past 20 calls a
 * second per app key). Temu's push signature is not public, so this simulator sends no webhooks.
 * Orders (orders.ts): bg.order.list.v2.get, bg.order.detail.v2.get, bg.order.shippinginfo.v2.get,
 * bg.order.amount.query, bg.logistics.companies.get, bg.logistics.shipment.confirm; test controls
 * POST /simulator/malls/{mallId}/orders and …/orders/{parentOrderSn}. See ../README.md.
 */

export interface TemuSimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  appKey: string;
  appSecret: string;
  /** The app's redirect_url (set on the Partner Platform for a real app); can be set later. */
  redirectUrl?: string;
  /** Temu access tokens last about a year. */
  tokenTtlSeconds?: number;
  /** Calls per second per app key; Temu's initial limit is 20. */
  qps?: number;
}

export const TEMU_REGIONS = ['us', 'eu', 'global'] as const;

export interface SimulatedMall {
  mallId: number;
  name: string;
  region: string;
  products: StorefrontProduct[];
  orders: MallOrders;
}

export interface TemuSimulator {
  url: string;
  setRedirectUrl(url: string): void;
  malls(): SimulatedMall[];
  /** Manual authorization without the page: a token for a mall (created when new). */
  issueToken(mallName: string, region?: string): string;
  /** The seller cancels the app's authorization in Seller Center: its tokens stop working. */
  revoke(mallId: number): void;
  /** Every token expires now. */
  expireTokens(): void;
  close(): Promise<void>;
}

interface Grant {
  mallId: number;
  expiresAt: number;
  revoked: boolean;
}

const API_SCOPES = [
  'bg.open.accesstoken.info.get',
  'bg.local.goods.cats.get',
  'bg.local.goods.add',
  'bg.order.list.v2.get',
  'bg.order.detail.v2.get',
  'bg.order.shippinginfo.v2.get',
  'bg.order.amount.query',
  'bg.logistics.companies.get',
  'bg.logistics.shipment.confirm',
];
const EVENT_CODES = ['bg_order_status_change_event', 'bg_cancel_order_status_change', 'bg_trade_logistics_address_changed'];
const US_REGION_ID = 211;
/** Region ids of the malls' sites: the US one is Temu's (211); the EU and global ones stand for Germany (76, not from Temu's docs). */
const REGION_IDS: Record<string, number> = { us: US_REGION_ID, eu: 76, global: 76 };
const REGION_CURRENCY: Record<string, string> = { us: 'USD', eu: 'EUR', global: 'USD' };

export async function startTemuSimulator(options: TemuSimulatorOptions): Promise<TemuSimulator> {
  const app = simulatorApp();
  acceptRawJson(app);
  const ttl = (options.tokenTtlSeconds ?? 365 * 86_400) * 1000;
  const limit = perSecondLimit(options.qps ?? 20);
  const malls = new Map<number, SimulatedMall>();
  const grants = new Map<string, Grant>();
  const codes = new Map<string, { mallId: number; expiresAt: number }>();
  let redirectUrl = options.redirectUrl;

  const answer = (reply: FastifyReply, body: { success: boolean; errorCode: number; errorMsg: string; result?: unknown }) =>
    reply.status(200).send({ ...body, requestId: `us-${randomUUID()}` });
  const fail = (reply: FastifyReply, e: GatewayError) => answer(reply, { success: false, ...e });
  const ok = (reply: FastifyReply, result: unknown) => answer(reply, { success: true, errorCode: 1000000, errorMsg: '', result });

  function mallNamed(name: string, region: string): SimulatedMall {
    const existing = [...malls.values()].find((m) => m.name === name && m.region === region);
    if (existing) return existing;
    const mall: SimulatedMall = { mallId: 634418200000000 + randomInt(99_999_999), name, region, products: [], orders: mallOrders({ regionId: REGION_IDS[region] ?? US_REGION_ID, currency: REGION_CURRENCY[region] ?? 'USD' }) };
    malls.set(mall.mallId, mall);
    return mall;
  }

  function issue(mallId: number) {
    const accessToken = `upl${randomBytes(28).toString('hex').slice(0, 53)}`;
    grants.set(accessToken, { mallId, expiresAt: Date.now() + ttl, revoked: false });
    return accessToken;
  }

  const tokenInfo = (grant: Grant) => {
    const mall = malls.get(grant.mallId)!;
    return {
      ...(mall.region === 'us' ? { regionId: US_REGION_ID } : {}),
      mallId: grant.mallId,
      mallType: 1,
      expiredTime: Math.floor(grant.expiresAt / 1000),
      apiScopeList: API_SCOPES,
      appSubscribeEventCodeList: EVENT_CODES,
      appSubscribeStatus: 0,
      authEventCodeList: [],
    };
  };

  // --- Seller Center: the seller authorizes the app ---

  app.get<{ Querystring: { app_key?: string; state?: string } }>('/open-platform/client-manage', async (request, reply) => {
    if (request.query.app_key !== options.appKey) return html(reply, 400, problemPage('App not found', 'No app has this app_key.'));
    return html(
      reply,
      200,
      authorizePage({
        platform: 'Temu Seller Center',
        appName: 'Threadway',
        action: '/open-platform/client-manage',
        hidden: { app_key: options.appKey, state: request.query.state ?? '' },
        shopLabel: 'Store name',
        shopDefault: 'Threadway Demo Mall',
        regions: TEMU_REGIONS,
        buttons: [
          { value: 'callback', label: 'Authorize' },
          { value: 'manual', label: 'Authorize and show the access token' },
        ],
      }),
    );
  });

  app.post('/open-platform/client-manage', async (request, reply) => {
    const form = formOf(request.body);
    const region = form.get('region') ?? 'us';
    if (form.get('app_key') !== options.appKey || !TEMU_REGIONS.includes(region as (typeof TEMU_REGIONS)[number])) return html(reply, 400, problemPage('App not found', 'No app has this app_key.'));
    const mall = mallNamed((form.get('shop_name') ?? '').trim() || 'Threadway Demo Mall', region);
    if (form.get('decision') === 'manual') {
      const token = issue(mall.mallId);
      return html(
        reply,
        200,
        layout('Access token', APPROVAL_PAGE_STYLE, `<h1>Authorization complete</h1><p>Copy this Access Token into Threadway.</p><p><code id="access-token">${escape(token)}</code></p><p>Store: ${escape(mall.name)} (${escape(region)}), mall ${mall.mallId}</p>`),
      );
    }
    if (!redirectUrl) return html(reply, 400, problemPage('No redirect URL', 'The app has no redirect_url; use manual authorization.'));
    const code = `upl${randomBytes(27).toString('hex')}`;
    codes.set(code, { mallId: mall.mallId, expiresAt: Date.now() + 10 * 60_000 });
    const target = new URL(redirectUrl);
    target.searchParams.set('code', code);
    // Temu's docs show only `code` on the redirect; the simulator also hands back a `state` it was given.
    if (form.get('state')) target.searchParams.set('state', form.get('state')!);
    return reply.redirect(target.toString(), 302);
  });

  // --- The open-platform router ---

  app.post('/openapi/router', async (request, reply) => {
    const { json } = rawJsonOf(request.body);
    if (!json || typeof json !== 'object' || Array.isArray(json)) return fail(reply, { errorCode: 3000000, errorMsg: 'BAD_PARAMS' });
    const body = json as Record<string, unknown>;
    if (!limit.take(String(body.app_key ?? ''))) return fail(reply, { errorCode: 4000004, errorMsg: 'RATE_LIMIT_EXCEED_EXCEPTION' });
    const refused = gatewayError(options, body, Date.now());
    if (refused) return fail(reply, refused);

    if (body.type === 'bg.open.accesstoken.create') {
      const code = codes.get(String(body.code ?? ''));
      codes.delete(String(body.code ?? ''));
      if (!code || code.expiresAt < Date.now()) return fail(reply, { errorCode: 110020002, errorMsg: 'Invalid code, please check and try again.' });
      const accessToken = issue(code.mallId);
      return ok(reply, { ...tokenInfo(grants.get(accessToken)!), accessToken });
    }

    if (!body.access_token) return fail(reply, { errorCode: 3000030, errorMsg: 'there is no access_token in body.' });
    const grant = grants.get(String(body.access_token));
    if (!grant || grant.revoked) return fail(reply, { errorCode: 3000031, errorMsg: 'access_token not exists.' });
    if (grant.expiresAt <= Date.now()) return fail(reply, { errorCode: 3000034, errorMsg: 'access_token is expired or have been refreshed, please contact seller to share the new access_token with you.' });

    const orders = malls.get(grant.mallId)!.orders;
    const ORDER_TYPES: Record<string, (body: Record<string, unknown>) => unknown> = {
      'bg.order.list.v2.get': orders.list,
      'bg.order.detail.v2.get': orders.detail,
      'bg.order.shippinginfo.v2.get': orders.shippingInfo,
      'bg.order.amount.query': orders.amount,
      'bg.logistics.companies.get': orders.companies,
      'bg.logistics.shipment.confirm': orders.confirm,
    };
    const orderCall = ORDER_TYPES[String(body.type)];
    if (orderCall) {
      try {
        return ok(reply, orderCall(body));
      } catch (error) {
        if (error instanceof TemuRefusal) return fail(reply, { errorCode: error.errorCode, errorMsg: error.message });
        throw error;
      }
    }

    switch (body.type) {
      case 'bg.open.accesstoken.info.get':
        return ok(reply, tokenInfo(grant));
      case 'bg.local.goods.cats.get': {
        const parent = String(body.parentCatId ?? 0);
        return ok(reply, {
          goodsCatsList: childrenOf(parent).map((c) => ({ catId: Number(c.id), catName: c.name, parentId: Number(c.parentId), leaf: c.leaf, catType: 0, availableStatus: 1 })),
        });
      }
      default:
        return fail(reply, { errorCode: 3000003, errorMsg: 'type not exists' });
    }
  });

  // --- The storefront and the simulator's own controls (not part of Temu) ---

  app.get<{ Params: { id: string } }>('/mall/:id', async (request, reply) => {
    const mall = malls.get(Number(request.params.id));
    if (!mall) return html(reply, 404, problemPage('Store not found', 'No store has this mall id.'));
    return html(reply, 200, storefrontPage('Temu', mall.name, mall.products, mall.orders.storefront()));
  });

  // Order controls (JSON): a shopper's order, and Temu's own progress (paid, cancelled, received) or a buyer's cancellation request.
  const control = async (reply: FastifyReply, mallId: string, action: (mall: SimulatedMall, body: Record<string, unknown>) => unknown, rawBody: unknown) => {
    const mall = malls.get(Number(mallId));
    if (!mall) return reply.status(404).send({ error: 'unknown mall' });
    const json = rawJsonOf(rawBody).json;
    try {
      return await action(mall, json && typeof json === 'object' ? (json as Record<string, unknown>) : {});
    } catch (error) {
      if (error instanceof TemuRefusal) return reply.status(400).send({ error: error.message, errorCode: error.errorCode });
      throw error;
    }
  };
  app.get<{ Params: { id: string } }>('/simulator/malls/:id/orders', async (request, reply) => control(reply, request.params.id, (mall) => ({ orders: mall.orders.all() }), undefined));
  app.post<{ Params: { id: string } }>('/simulator/malls/:id/orders', async (request, reply) =>
    control(reply, request.params.id, (mall, body) => ({ order: mall.orders.buy(body as unknown as TemuBuyInput) }), request.body),
  );
  app.post<{ Params: { id: string; sn: string } }>('/simulator/malls/:id/orders/:sn', async (request, reply) =>
    control(
      reply,
      request.params.id,
      (mall, body) => ({ order: mall.orders.set(request.params.sn, { status: typeof body.status === 'number' ? body.status : undefined, pendingBuyerCancellation: typeof body.pendingBuyerCancellation === 'boolean' ? body.pendingBuyerCancellation : undefined }) }),
      request.body,
    ),
  );

  const revoke = (mallId: number) => {
    for (const grant of grants.values()) if (grant.mallId === mallId) grant.revoked = true;
  };
  app.post<{ Params: { id: string } }>('/simulator/malls/:id/revoke', async (request, reply) => {
    if (!malls.has(Number(request.params.id))) return reply.status(404).send({ error: 'unknown mall' });
    revoke(Number(request.params.id));
    return { ok: true };
  });

  const url = await listen(app, options);
  return {
    url,
    setRedirectUrl(next: string) {
      redirectUrl = next;
    },
    malls: () => [...malls.values()],
    issueToken: (mallName: string, region = 'us') => issue(mallNamed(mallName, region).mallId),
    revoke,
    expireTokens() {
      for (const grant of grants.values()) grant.expiresAt = Date.now() - 1;
    },
    close: () => app.close(),
  };
}
