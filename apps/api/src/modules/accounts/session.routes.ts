import { loginRequest, sessionUser, temporaryLoginRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { ok } from '../../platform/envelope.ts';
import { answers, noData, sensitiveRateLimit } from '../../platform/schemas.ts';
import type { AccountsServices } from './index.ts';

export const sessionRoutes =
  (services: AccountsServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/oauth/login',
      {
        config: { access: 'public', ...sensitiveRateLimit },
        schema: { tags: ['accounts'], summary: 'Sign in by e-mail or phone and password, or with a temporary token', body: z.union([loginRequest, temporaryLoginRequest]), response: answers(sessionUser) },
      },
      async (request) => {
        const body = request.body;
        const session = 'temporaryToken' in body
          ? await services.signIn.loginWithTemporaryToken(request, body.temporaryToken)
          : await services.signIn.login(request, body);
        return ok(request, session);
      },
    );

    app.put('/api/oauth/logout', { schema: { tags: ['accounts'], summary: 'Revoke this session', response: noData } }, async (request) => {
      await services.signIn.logout(request.principal!.jti);
      return ok(request, null, 'success.signedOut');
    });

    app.get(
      '/api/store/:userId/temporary/token',
      {
        schema: {
          tags: ['accounts'],
          summary: 'A one-minute single-use token for auto login',
          params: z.object({ userId: z.coerce.number().int() }),
          response: answers(z.object({ temporaryToken: z.string(), expiresInSeconds: z.number() })),
        },
      },
      async (request) => ok(request, await services.signIn.issueTemporaryToken(userIdOf(request), request.params.userId)),
    );
  };
