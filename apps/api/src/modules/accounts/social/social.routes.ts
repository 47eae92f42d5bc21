import { SOCIAL_TYPES, sessionUser, socialBindRequest, socialKeyQuery, socialProviders, socialSignUpRequest, socialUserInfo } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers, sensitiveRateLimit } from '../../../platform/schemas.ts';
import type { SocialSignInService } from './social.service.ts';

const tags = ['accounts'];
/** Names the browser that started a sign-in, so a callback from another browser (login CSRF) is refused. */
const FLOW_COOKIE = 'tw_social_flow';
const typeParams = z.object({ type: z.enum(SOCIAL_TYPES) });

export const socialRoutes =
  (service: SocialSignInService): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = app.config.PUBLIC_URL.startsWith('https://');

    app.get('/api/oauth/providers', { config: { access: 'public' }, schema: { tags, summary: 'Social sign-in providers that are configured', response: answers(socialProviders) } }, async (request) =>
      ok(request, { providers: service.configured() }),
    );

    app.get(
      '/api/oauth/:type/authorize',
      { config: { access: 'public', ...sensitiveRateLimit }, schema: { tags, summary: 'Start a social sign-in: redirects to the provider (code flow with PKCE)', params: typeParams } },
      async (request, reply) => {
        const { flowId, url } = await service.start(request.params.type);
        reply.setCookie(FLOW_COOKIE, flowId, { path: '/api/oauth', httpOnly: true, sameSite: 'lax', secure, maxAge: 600 });
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/api/oauth/:type/callback',
      {
        config: { access: 'public', ...sensitiveRateLimit },
        schema: {
          tags,
          summary: 'The provider sends the browser back here with a code and the state',
          params: typeParams,
          querystring: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const location = await service.callback(request.params.type, request.cookies[FLOW_COOKIE], request.query);
        reply.clearCookie(FLOW_COOKIE, { path: '/api/oauth' });
        return reply.redirect(location, 302);
      },
    );

    app.get(
      '/api/oauth/userInfoByKeyAndType',
      { config: { access: 'public', ...sensitiveRateLimit }, schema: { tags, summary: 'Is this social account bound? Bound: signs in', querystring: socialKeyQuery, response: answers(socialUserInfo) } },
      async (request) => ok(request, await service.userInfo(request, request.query)),
    );

    app.post(
      '/api/oauth/social/signUp',
      { config: { access: 'public', ...sensitiveRateLimit }, schema: { tags, summary: 'Third-party registration: full name, e-mail, password', body: socialSignUpRequest, response: answers(sessionUser) } },
      async (request) => ok(request, await service.signUp(request, request.body), 'success.registerSuccess'),
    );

    app.post(
      '/api/oauth/social/bind',
      { config: { access: 'public', ...sensitiveRateLimit }, schema: { tags, summary: 'Third-party bind: e-mail and password of an existing account', body: socialBindRequest, response: answers(sessionUser) } },
      async (request) => ok(request, await service.bind(request, request.body), 'success.socialBound'),
    );
  };
