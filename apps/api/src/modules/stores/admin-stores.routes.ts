import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { store, storeIdParam } from '@threadway/contracts';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { StoresService } from './stores.service.ts';

const tags = ['back office: stores'];
const sellerQuery = z.object({ userId: z.coerce.number({ error: 'validation.invalidValue' }).int('validation.invalidValue').positive('validation.invalidValue').max(Number.MAX_SAFE_INTEGER, 'validation.invalidValue').optional() });

/** Back office (role support): sellers' stores read-only with their authorization, and disconnecting one. */
export const adminStoresRoutes =
  (stores: StoresService, access: (request: FastifyRequest) => Promise<{ id: number }>, audit: (entry: { operatorId: number; action: string; subject: string }) => Promise<unknown>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/stores', { schema: { tags, summary: "A seller's stores (userId), or the newest 500 of all", querystring: sellerQuery, response: answers(z.array(store.extend({ userId: z.number().int() }))) } }, async (request) => {
      await access(request);
      return ok(request, await stores.adminList(request.query.userId));
    });
    app.post('/api/admin/stores/:id/disconnect', { schema: { tags, summary: 'Disconnects a store: its credentials are dropped and it shows Unauthorized', params: storeIdParam, response: answers(store) } }, async (request) => {
      const operator = await access(request);
      const disconnected = await stores.adminDisconnect(request.params.id);
      await audit({ operatorId: operator.id, action: 'store.disconnect', subject: String(request.params.id) });
      return ok(request, disconnected);
    });
  };
