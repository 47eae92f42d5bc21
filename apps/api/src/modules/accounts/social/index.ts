import type { SocialType } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import type { signInService } from '../sign-in.service.ts';
import { openIdProvider, type OpenIdProvider } from './openid-provider.ts';
import { socialRoutes } from './social.routes.ts';
import { socialSignInService } from './social.service.ts';

/** The configured providers; a provider without its client id and secret is simply not offered. */
function configuredProviders(app: FastifyInstance): Partial<Record<SocialType, OpenIdProvider>> {
  const config = app.config;
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return {};
  return {
    google: openIdProvider({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: `${config.PUBLIC_URL}/api/oauth/google/callback`,
    }),
  };
}

/** Sign in with Google and the third-party registration and bind forms' API (spec 2.6). */
export function socialPlugin(signIn: ReturnType<typeof signInService>) {
  return async (app: FastifyInstance) => {
    await app.register(socialRoutes(socialSignInService(app, configuredProviders(app), signIn)));
  };
}
