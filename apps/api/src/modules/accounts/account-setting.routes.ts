import {
  accountSettingRequest,
  authenticationCheckRequest,
  authenticationRequest,
  clientLoginLogRequest,
  codeSent,
  loginLogEntry,
  userProfile,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { forbidden } from '../../platform/errors.ts';
import { answers, noData, sensitiveRateLimit } from '../../platform/schemas.ts';
import type { AccountsServices } from './index.ts';
import { usersRepository } from './users.repository.ts';

const tags = ['accounts'];
const idParam = z.object({ id: z.coerce.number().int() });

export const accountSettingRoutes =
  (services: AccountsServices): FastifyPluginAsyncZod =>
  async (app) => {
    const settings = services.accountSetting;

    app.get('/api/store/user/:id', { schema: { tags, summary: 'The signed-in user', params: idParam, response: answers(userProfile) } }, async (request) =>
      ok(request, await settings.profile(userIdOf(request), request.params.id)),
    );

    app.post('/api/store/accountSetting', { schema: { tags, summary: 'Change full name, e-mail (code) or phone (code)', body: accountSettingRequest, response: answers(userProfile) } }, async (request) => {
      const { userId, ...change } = request.body;
      return ok(request, await settings.change(userIdOf(request), userId, change), 'success.saved');
    });

    app.post('/api/store/authentication', { config: sensitiveRateLimit, schema: { tags, summary: 'Send a code to an e-mail or phone of this account', body: authenticationRequest, response: answers(codeSent) } }, async (request) => {
      const { userId, purpose } = request.body;
      const target = 'email' in request.body ? { email: request.body.email, purpose } : { phone: request.body.phone, purpose };
      return ok(request, await settings.sendCode(request, userIdOf(request), userId, target), 'success.codeSent');
    });

    app.post('/api/store/authenticationCheck', { config: sensitiveRateLimit, schema: { tags, summary: 'Check a code sent to this account', body: authenticationCheckRequest, response: noData } }, async (request) => {
      const { verificationCode, purpose } = request.body;
      const target = 'email' in request.body ? { email: request.body.email, purpose } : { phone: request.body.phone, purpose };
      await settings.checkCode(userIdOf(request), target, verificationCode);
      return ok(request, null, 'success.codeVerified');
    });

    app.get('/api/store/authenticationByUserId', { schema: { tags, summary: 'E-mail verification status', response: answers(z.object({ email: z.string().nullable(), emailVerified: z.boolean() })) } }, async (request) =>
      ok(request, await settings.verificationStatus(userIdOf(request))),
    );

    app.post('/api/store/user/loginLog', { schema: { tags, summary: 'Attach client details to the latest sign-in', body: clientLoginLogRequest, response: noData } }, async (request) => {
      await usersRepository(app.database.db).annotateLatestLogin(userIdOf(request), request.body);
      return ok(request, null);
    });

    app.get('/api/store/loginLogs/:id', { schema: { tags, summary: 'Recent sign-ins of the user', params: idParam, response: answers(z.array(loginLogEntry)) } }, async (request) => {
      if (request.params.id !== userIdOf(request)) throw forbidden();
      const rows = await usersRepository(app.database.db).loginLogs(request.params.id, 20);
      return ok(request, rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), ip: r.ip, userAgent: r.userAgent, method: r.method, success: r.success })));
    });
  };
