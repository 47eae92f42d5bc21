import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { sameSecret } from './pkce.ts';

/**
 * The OpenID Connect adapter (docs/decisions/0033): discovery, the authorization URL (code flow
 * with PKCE S256, state and nonce), the code exchange at the token endpoint and the ID token check
 * against the provider's published JWKS keys (signature, iss, aud, exp, then our nonce). Speaks the
 * published protocol only; Google in production, the simulator in tools/simulators/oidc locally.
 */

export interface OpenIdSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** The provider answered but what it said cannot be trusted (wrong signature, nonce, audience, ...). */
export class IdTokenRejected extends Error {}
/** The provider could not be reached or refused the exchange. */
export class ProviderRefused extends Error {}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const TIMEOUT_MS = 10_000;

export function openIdProvider(settings: OpenIdSettings) {
  let discovery: Promise<{ document: Discovery; keys: JWTVerifyGetKey }> | undefined;

  /** Read once per process (keys are re-fetched by jose when a new kid appears). */
  function discover() {
    discovery ??= (async () => {
      const response = await fetch(`${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new ProviderRefused(`discovery answered ${response.status}`);
      const document = (await response.json()) as Discovery;
      // OIDC Discovery 4.3: the issuer in the document must be the one we asked.
      if (document.issuer.replace(/\/$/, '') !== settings.issuer.replace(/\/$/, '')) throw new ProviderRefused('discovery issuer mismatch');
      return { document, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
    })().catch((error: unknown) => {
      discovery = undefined; // try again on the next sign-in
      throw error instanceof ProviderRefused ? error : new ProviderRefused(String(error));
    });
    return discovery;
  }

  return {
    async authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const { document } = await discover();
      const url = new URL(document.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: settings.clientId,
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    /** Trades the code for tokens and answers the identity only when the ID token checks out. */
    async exchangeCode(input: { code: string; codeVerifier: string; nonce: string }): Promise<VerifiedIdentity> {
      const { document, keys } = await discover();
      const response = await fetch(document.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: settings.redirectUri,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
          code_verifier: input.codeVerifier,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).catch((error: unknown) => {
        throw new ProviderRefused(String(error));
      });
      const body = (await response.json().catch(() => ({}))) as { id_token?: string; error?: string };
      if (!response.ok || !body.id_token) throw new ProviderRefused(body.error ?? `token endpoint answered ${response.status}`);
      const claims = await jwtVerify(body.id_token, keys, { issuer: document.issuer, audience: settings.clientId, algorithms: ['RS256', 'ES256'] })
        .then((verified) => verified.payload)
        .catch((error: unknown) => {
          throw new IdTokenRejected(String(error));
        });
      if (!sameSecret(input.nonce, typeof claims.nonce === 'string' ? claims.nonce : undefined)) throw new IdTokenRejected('nonce mismatch');
      if (!claims.sub) throw new IdTokenRejected('no subject');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
      };
    },
  };
}
export type OpenIdProvider = ReturnType<typeof openIdProvider>;
