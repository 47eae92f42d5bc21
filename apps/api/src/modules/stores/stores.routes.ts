import {
  allStoreRequest,
  authCallbackRequest,
  authorizationAnswer,
  newStoreRequest,
  platformEntry,
  platformParam,
  publications,
  reauthorizeAnswer,
  store,
  storeBindRequest,
  storeCurrency,
  storeIdParam,
  storeIdQuery,
  storeOption,
  storeSelectQuery,
  storeSettingDetail,
  storeSettingRequest,
  storeStatusRequest,
  tokenBindRequest,
} from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { notSignedIn } from '../../platform/errors.ts';
import { answers, noData } from '../../platform/schemas.ts';
import type { ConnectService } from './connect.service.ts';
import type { StoresService } from './stores.service.ts';

const tags = ['stores'];
/** The seller's session: a pending authorization is bound to it, not only to the seller. */
const sessionOf = (request: FastifyRequest) => {
  if (!request.principal?.jti) throw notSignedIn();
  return request.principal.jti;
};

/** Spec 7.1 and the paths we chose (docs/api-conventions.md, Stores); every query scoped to the signed-in seller. */
export const storesRoutes =
  (stores: StoresService, connect: ConnectService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/store/allPlatform', { schema: { tags, summary: 'Supported platforms; `available` when it can be connected', response: answers(z.array(platformEntry)) } }, async (request) => ok(request, stores.platforms()));
    app.post('/api/store/allStore', { schema: { tags, summary: "All of the seller's stores, optionally of one platform or enabled only", body: allStoreRequest, response: answers(z.array(store)) } }, async (request) =>
      ok(request, await stores.list(userIdOf(request), request.body)),
    );
    app.get('/api/store/storeList', { schema: { tags, summary: 'The Stores screen: every store, newest first', response: answers(z.array(store)) } }, async (request) => ok(request, await stores.list(userIdOf(request))));
    app.get('/api/store/userPlatform', { schema: { tags, summary: 'Platforms the seller has stores on', response: answers(z.array(platformEntry)) } }, async (request) => ok(request, await stores.userPlatforms(userIdOf(request))));
    app.get('/api/store/storeSelect', { schema: { tags, summary: 'Store select (ours): enabled, authorized stores of a platform (our code or SP/PD)', querystring: storeSelectQuery, response: answers(z.array(storeOption)) } }, async (request) =>
      ok(request, await stores.select(userIdOf(request), request.query.platformCode)),
    );
    app.get('/api/store/storeCurrency', { schema: { tags, summary: "Store currency lookup (ours): the store's ISO 4217 currency", querystring: storeIdQuery, response: answers(storeCurrency) } }, async (request) =>
      ok(request, await stores.currency(userIdOf(request), request.query.storeId)),
    );

    app.post('/api/store/:platform/newStore', { schema: { tags, summary: "Starts the platform's authorization; answers the URL of its page", params: platformParam, body: newStoreRequest, response: answers(authorizationAnswer) } }, async (request) =>
      ok(request, await connect.start(userIdOf(request), sessionOf(request), request.params.platform, request.body)),
    );
    app.post('/api/store/authCallback/:platform', { schema: { tags, summary: "Completes an authorization with the query the platform sent the browser back with (ours)", params: platformParam, body: authCallbackRequest, response: answers(store) } }, async (request) => {
      const id = await connect.complete(userIdOf(request), sessionOf(request), request.params.platform, request.body.params);
      return ok(request, (await stores.list(userIdOf(request))).find((row) => row.storeId === id)!, 'stores.connected');
    });
    app.post('/api/store/storeBind', { schema: { tags, summary: 'Connects a self-hosted store by consumer key and secret, checked with a real call first', body: storeBindRequest, response: answers(store) } }, async (request) => {
      const id = await connect.bind(userIdOf(request), request.body);
      return ok(request, (await stores.list(userIdOf(request))).find((row) => row.storeId === id)!, 'stores.connected');
    });
    app.post('/api/store/tokenBind', { schema: { tags, summary: "Connects a store by the access token its platform showed the seller (Temu's manual authorization), checked with a real call first (ours)", body: tokenBindRequest, response: answers(store) } }, async (request) => {
      const id = await connect.bindToken(userIdOf(request), request.body);
      return ok(request, (await stores.list(userIdOf(request))).find((row) => row.storeId === id)!, 'stores.connected');
    });
    app.get('/api/store/reauthorize/:id', { schema: { tags, summary: "Reauthorizes a store: the platform's page again, or a fresh check of the keys kept", params: storeIdParam, response: answers(reauthorizeAnswer) } }, async (request) =>
      ok(request, await connect.reauthorize(userIdOf(request), sessionOf(request), request.params.id)),
    );
    app.put('/api/store/storeStatus', { schema: { tags, summary: 'Activates or deactivates a store (a deactivated store receives no orders)', body: storeStatusRequest, response: answers(store) } }, async (request) =>
      ok(request, await stores.setStatus(userIdOf(request), request.body.storeId, request.body.enabled), 'stores.statusChanged'),
    );
    app.delete('/api/store/store/:id', { schema: { tags, summary: 'Removes a store, its listings and store orders, irrecoverably', params: storeIdParam, response: noData } }, async (request) => {
      await stores.remove(userIdOf(request), request.params.id);
      return ok(request, null, 'stores.removed');
    });
    app.get('/api/store/storeSettingDetail/:id', { schema: { tags, summary: "A store's settings", params: storeIdParam, response: answers(storeSettingDetail) } }, async (request) => ok(request, await stores.settings(userIdOf(request), request.params.id)));
    app.post('/api/store/storeSetting', { schema: { tags, summary: "Saves a store's settings", body: storeSettingRequest, response: answers(storeSettingDetail) } }, async (request) => {
      const { storeId, ...settings } = request.body;
      return ok(request, await stores.saveSettings(userIdOf(request), storeId, settings), 'stores.settingSaved');
    });
    app.get('/api/listings/storeSetting', { schema: { tags, summary: 'Store settings as the listing screens use them (price rules, currency)', querystring: storeIdQuery, response: answers(storeSettingDetail) } }, async (request) =>
      ok(request, await stores.settings(userIdOf(request), request.query.storeId)),
    );
    app.get('/api/listings/publications', { schema: { tags, summary: 'Select data for publishing: platforms with their enabled, authorized stores', response: answers(publications) } }, async (request) => ok(request, await stores.publications(userIdOf(request))));
  };
