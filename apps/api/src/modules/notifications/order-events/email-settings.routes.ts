import { orderEmailSettings, orderEmailSettingsChange } from '@threadway/contracts/notifications/order-notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../../platform/auth.ts';
import type { Db } from '../../../platform/database.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import { orderEmailSettingsRepository } from './email-settings.repository.ts';

const tags = ['notifications'];

/** Which order e-mails the signed-in seller gets (station letters always come). */
export const emailSettingsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = orderEmailSettingsRepository(db);

    app.get('/api/message/orderEmailSettings', { schema: { tags, summary: 'Order e-mail kinds and whether each is sent (true) or switched off', response: answers(orderEmailSettings) } }, async (request) =>
      ok(request, await settings.read(userIdOf(request))),
    );

    app.put(
      '/api/message/orderEmailSettings',
      { schema: { tags, summary: 'Switch order e-mail kinds on or off; kinds left out keep their setting', body: orderEmailSettingsChange, response: answers(orderEmailSettings) } },
      async (request) => {
        const userId = userIdOf(request);
        const next = await app.database.db.transaction(async (tx) => {
          const repo = orderEmailSettingsRepository(tx);
          const merged = { ...(await repo.read(userId)), ...request.body };
          await repo.save(userId, merged);
          return merged;
        });
        return ok(request, next, 'success.saved');
      },
    );
  };
