import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { formOf, html, listen, simulatorApp } from '../shared/server.ts';
import { problemPage } from '../shared/authorize-page.ts';
import { TEST_ACCOUNTS, typedAccount, type TestAccount } from './accounts.ts';
import { chooserPage } from './pages.ts';

/**
 * A local OpenID Connect provider in Google's shape: discovery document, the authorize page (an
 * account chooser with test accounts), the token endpoint (authorization code with PKCE S256,
 * client_secret_post or _basic) and the JWKS of an RSA key made at start. ID tokens are RS256
 * with iss, aud, sub, email, email_verified, name, nonce, iat, exp. Rules: ../README.md.
 */

export interface OidcProviderOptions {
  /** 0 picks a free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  host?: string;
}

/** What the next token answer does wrong, for tests of the relying party (`POST /simulator/next-id-token`). */
export type IdTokenFault = 'signature' | 'nonce' | 'audience' | 'issuer' | 'expired';
const FAULTS: readonly IdTokenFault[] = ['signature', 'nonce', 'audience', 'issuer', 'expired'];

export interface OidcProviderSimulator {
  url: string;
  /** The next ID token the token endpoint issues is wrong in this way (then it is back to normal). */
  spoilNextIdToken(fault: IdTokenFault): void;
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  account: TestAccount;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;
const ID_TOKEN_TTL_S = 3600;
const AUTHORIZE_PATH = '/o/oauth2/v2/auth';

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const tokenError = (error: string, description: string) => ({ error, error_description: description });

export async function startOidcProviderSimulator(options: OidcProviderOptions): Promise<OidcProviderSimulator> {
  const app = simulatorApp();
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  // A second key that is not published: a token signed with it must be refused.
  const stranger = await generateKeyPair('RS256');
  const codes = new Map<string, Grant>();
  let nextFault: IdTokenFault | undefined;
  let base = '';

  app.get('/.well-known/openid-configuration', async () => ({
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}/token`,
    jwks_uri: `${base}/oauth2/v3/certs`,
    response_types_supported: ['code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['S256', 'plain'],
    claims_supported: ['aud', 'email', 'email_verified', 'exp', 'iat', 'iss', 'name', 'nonce', 'sub'],
  }));

  app.get('/oauth2/v3/certs', async () => ({ keys: [publicJwk] }));

  app.get(AUTHORIZE_PATH, async (request, reply) => {
    const q = request.query as Record<string, string | undefined>;
    const problem = authorizeProblem(q);
    if (problem) return html(reply, 400, problemPage('Error 400: invalid_request', problem));
    const hidden = { client_id: q.client_id!, redirect_uri: q.redirect_uri!, state: q.state ?? '', nonce: q.nonce ?? '', code_challenge: q.code_challenge! };
    return html(reply, 200, chooserPage({ action: AUTHORIZE_PATH, appName: 'Threadway', hidden, accounts: TEST_ACCOUNTS }));
  });

  app.post(AUTHORIZE_PATH, async (request, reply) => {
    const form = formOf(request.body);
    const q = Object.fromEntries(form) as Record<string, string | undefined>;
    const problem = authorizeProblem({ ...q, response_type: 'code', code_challenge_method: 'S256' });
    if (problem) return html(reply, 400, problemPage('Error 400: invalid_request', problem));
    const back = new URL(q.redirect_uri!);
    if (q.state) back.searchParams.set('state', q.state);
    if (q.decision !== 'continue') {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 302);
    }
    const account = q.account === 'other' ? (q.email ? typedAccount(q.email.trim(), (q.name ?? '').trim()) : undefined) : TEST_ACCOUNTS.find((a) => a.sub === q.account);
    if (!account) return html(reply, 400, problemPage('Choose an account', 'Pick a test account or type an e-mail.'));
    const code = `4/${randomBytes(24).toString('base64url')}`;
    codes.set(code, { clientId: q.client_id!, redirectUri: q.redirect_uri!, codeChallenge: q.code_challenge!, nonce: q.nonce || undefined, account, expiresAt: Date.now() + CODE_TTL_MS });
    back.searchParams.set('code', code);
    back.searchParams.set('scope', 'openid email profile');
    return reply.redirect(back.toString(), 302);
  });

  app.post('/token', async (request, reply) => {
    const form = formOf(request.body);
    const [basicId, basicSecret] = basicCredentials(request.headers.authorization);
    const clientId = basicId ?? form.get('client_id') ?? '';
    const clientSecret = basicSecret ?? form.get('client_secret') ?? '';
    if (clientId !== options.clientId || !sameText(clientSecret, options.clientSecret)) return reply.status(401).send(tokenError('invalid_client', 'The OAuth client was not found.'));
    if (form.get('grant_type') !== 'authorization_code') return reply.status(400).send(tokenError('unsupported_grant_type', 'Invalid grant_type.'));
    const code = form.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code); // single use, whatever happens next
    if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) return reply.status(400).send(tokenError('invalid_grant', 'Malformed auth code.'));
    if (form.get('redirect_uri') !== grant.redirectUri) return reply.status(400).send(tokenError('redirect_uri_mismatch', 'Bad Request'));
    const verifier = form.get('code_verifier') ?? '';
    if (!verifier || !sameText(s256(verifier), grant.codeChallenge)) return reply.status(400).send(tokenError('invalid_grant', 'Invalid code verifier.'));
    const fault = nextFault;
    nextFault = undefined;
    return {
      access_token: `ya29.${randomBytes(24).toString('base64url')}`,
      expires_in: ID_TOKEN_TTL_S,
      token_type: 'Bearer',
      scope: 'openid email profile',
      id_token: await idToken(grant, fault),
    };
  });

  /** Not part of Google: tests make the next ID token wrong to see the relying party refuse it. */
  app.post('/simulator/next-id-token', async (request, reply) => {
    const fault = (request.body as { fault?: IdTokenFault } | undefined)?.fault;
    if (!fault || !FAULTS.includes(fault)) return reply.status(400).send({ error: `fault must be one of ${FAULTS.join(', ')}` });
    nextFault = fault;
    return { fault };
  });

  async function idToken(grant: Grant, fault: IdTokenFault | undefined): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email: grant.account.email,
      email_verified: grant.account.emailVerified,
      name: grant.account.name,
      azp: grant.clientId,
      ...(grant.nonce ? { nonce: fault === 'nonce' ? randomBytes(16).toString('base64url') : grant.nonce } : {}),
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(fault === 'issuer' ? 'https://accounts.example.invalid' : base)
      .setAudience(fault === 'audience' ? 'another-client.apps.example' : grant.clientId)
      .setSubject(grant.account.sub)
      .setIssuedAt(fault === 'expired' ? now - 2 * ID_TOKEN_TTL_S : now)
      .setExpirationTime(fault === 'expired' ? now - ID_TOKEN_TTL_S : now + ID_TOKEN_TTL_S)
      .sign(fault === 'signature' ? stranger.privateKey : privateKey);
  }

  function authorizeProblem(q: Record<string, string | undefined>): string | undefined {
    if (q.client_id !== options.clientId) return 'The OAuth client was not found.';
    if (q.response_type !== 'code') return 'Only the authorization code flow (response_type=code) is offered.';
    if (!q.redirect_uri || !/^https?:\/\//.test(q.redirect_uri)) return 'Missing or invalid redirect_uri.';
    if (!q.code_challenge || q.code_challenge_method !== 'S256') return 'PKCE with code_challenge_method=S256 is required.';
    return undefined;
  }

  base = await listen(app, { port: options.port, host: options.host });
  return {
    url: base,
    spoilNextIdToken(fault) {
      nextFault = fault;
    },
    close: () => app.close(),
  };
}

function basicCredentials(header: string | undefined): [string | undefined, string | undefined] {
  if (!header?.startsWith('Basic ')) return [undefined, undefined];
  const decoded = Buffer.from(header.slice(6), 'base64').toString();
  const at = decoded.indexOf(':');
  return at < 0 ? [undefined, undefined] : [decodeURIComponent(decoded.slice(0, at)), decodeURIComponent(decoded.slice(at + 1))];
}
