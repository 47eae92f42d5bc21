import { OPEN_SEGMENT } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notSignedIn, forbidden } from './errors.ts';
import { isSessionLive, type TokenClaims } from './sessions.ts';

/**
 * Who may call a route. By default it follows the path (spec 6): any path containing /open/
 * is public, /api/admin/ needs an operator, every other path a signed-in seller. A route can
 * declare otherwise in `config.access`: sign-in itself is public, and the e-mail-exists check
 * also admits a guest holding a visitor ticket.
 */
export type Access = 'public' | 'user' | 'operator' | 'userOrVisitor';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: { type: 'user' | 'operator'; id: number; jti: string } | null;
  }
}

export function accessOf(path: string, declared: Access | undefined): Access {
  if (declared) return declared;
  if (path.includes(OPEN_SEGMENT) || path === '/api/docs' || path.startsWith('/api/docs/')) return 'public';
  if (path.startsWith('/api/admin/')) return 'operator';
  return 'user';
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    // Access follows the matched route, never the raw URL ('/%61pi/...' is routed to '/api/...').
    // No route matched: let the not-found handler answer 404, whoever asks.
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/')) return;
    const access = accessOf(route, request.routeOptions.config?.access);
    const token = bearer(request);
    if (token) {
      const claims = verify(app, token);
      if (claims && (await isSessionLive(app.database.db, claims))) {
        request.principal = { type: claims.typ, id: Number(claims.sub), jti: claims.jti };
      } else if (access !== 'public') {
        // A token that was revoked or has expired: the client logs out and returns after sign-in.
        throw notSignedIn('errors.sessionExpired');
      }
    }
    if (access === 'public') return;
    if (access === 'userOrVisitor') {
      if (request.principal?.type === 'user') return;
      if (await app.visitors.isValid(request.headers.ticket)) return;
      throw notSignedIn();
    }
    if (!request.principal) throw notSignedIn();
    if (request.principal.type !== access) throw forbidden();
  });
});

function verify(app: FastifyInstance, token: string): TokenClaims | null {
  try {
    const claims = app.jwt.verify<TokenClaims>(token);
    return claims.jti && claims.sub && (claims.typ === 'user' || claims.typ === 'operator') ? claims : null;
  } catch {
    return null;
  }
}

/** The signed-in seller's id; routes of access 'user' always have one. */
export function userIdOf(request: FastifyRequest): number {
  if (request.principal?.type !== 'user') throw notSignedIn();
  return request.principal.id;
}

export function operatorIdOf(request: FastifyRequest): number {
  if (request.principal?.type !== 'operator') throw notSignedIn();
  return request.principal.id;
}
