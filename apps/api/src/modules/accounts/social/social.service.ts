import { randomUUID } from 'node:crypto';
import type { SocialBindRequest, SocialSignUpRequest, SocialType, SocialUserInfo } from '@threadway/contracts';
import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../../platform/db-errors.ts';
import { AppError, conflict, notFound } from '../../../platform/errors.ts';
import { hashPassword } from '../passwords.ts';
import type { signInService } from '../sign-in.service.ts';
import { usersRepository } from '../users.repository.ts';
import { IdTokenRejected, type OpenIdProvider } from './openid-provider.ts';
import { createPkce, randomToken, sameSecret, sha256Hex } from './pkce.ts';
import { socialRepository, type SocialSignInRow } from './social.repository.ts';

/** From the button to the provider's answer, and from the answer to the seller's choice (sign up or bind). */
const FLOW_TTL_MS = 10 * 60 * 1000;
const KEY_TTL_MS = 10 * 60 * 1000;

const signInFailed = () => new AppError(ErrorCode.badRequest, 'errors.socialSignInFailed', 400);
const keyExpired = () => new AppError(ErrorCode.badRequest, 'errors.socialKeyExpired', 400);

/** Where the web app takes over: the key rides in the fragment, which browsers never send to a server. */
export const socialPage = (type: SocialType, key: string) => `/login#social=${type}&key=${encodeURIComponent(key)}`;

/**
 * Social sign-in (spec 2.6, docs/decisions/0033): the flow's one-time values live in a row named by a
 * browser cookie, the callback checks state, trades the code (PKCE) and verifies the ID token (nonce),
 * then a single-use key lets the web app sign in a bound seller, or register or bind a new one.
 */
export function socialSignInService(app: FastifyInstance, providers: Partial<Record<SocialType, OpenIdProvider>>, signIn: ReturnType<typeof signInService>) {
  const db = app.database.db;
  const social = socialRepository(db);
  const users = usersRepository(db);

  const providerOf = (type: SocialType) => {
    const provider = providers[type];
    if (!provider) throw notFound('errors.socialUnavailable');
    return provider;
  };

  async function verifiedSignIn(type: SocialType, key: string): Promise<SocialSignInRow & { subject: string }> {
    const row = await social.byKey(type, sha256Hex(key));
    if (!row?.subject) throw keyExpired();
    return { ...row, subject: row.subject };
  }

  /** Used-up keys and duplicate bindings both mean another request won; the loser hears why. */
  function bindingConflict(error: unknown): never {
    if (isUniqueViolation(error, 'social_identities_user_key')) throw conflict('errors.socialUserHasOther');
    if (isUniqueViolation(error, 'social_identities_subject_key')) throw conflict('errors.socialAlreadyBound');
    if (isUniqueViolation(error)) throw conflict('errors.emailRegistered', 'email');
    throw error;
  }

  return {
    configured: () => (Object.keys(providers) as SocialType[]).filter((type) => providers[type]),

    /** Starts a sign-in: answers the browser's flow id (for its cookie) and the provider's authorize URL. */
    async start(type: SocialType) {
      const provider = providerOf(type);
      const flowId = randomToken();
      const state = randomToken();
      const nonce = randomToken();
      const pkce = createPkce();
      const url = await provider.authorizationUrl({ state, nonce, codeChallenge: pkce.challenge }).catch(() => {
        throw new AppError(50300, 'errors.socialProviderUnavailable', 503);
      });
      await social.startFlow({ id: randomUUID(), provider: type, flowHash: sha256Hex(flowId), state, nonce, codeVerifier: pkce.verifier, expiresAt: new Date(Date.now() + FLOW_TTL_MS) });
      return { flowId, url };
    },

    /** The provider sent the browser back: check state, trade the code, verify the ID token; answers where to go. */
    async callback(type: SocialType, flowId: string | undefined, query: { code?: string; state?: string; error?: string }) {
      const provider = providerOf(type);
      const flow = flowId ? await social.openFlow(type, sha256Hex(flowId)) : undefined;
      if (!flow || !sameSecret(flow.state, query.state)) throw signInFailed();
      if (!(await social.closeFlow(flow.id))) throw signInFailed();
      // The seller cancelled at the provider: back to the sign-in page, nothing learned.
      if (query.error || !query.code) return '/login';
      const identity = await provider.exchangeCode({ code: query.code, codeVerifier: flow.codeVerifier, nonce: flow.nonce }).catch((error: unknown) => {
        if (error instanceof IdTokenRejected) throw signInFailed();
        throw new AppError(50300, 'errors.socialProviderUnavailable', 503);
      });
      const key = randomToken();
      await social.recordIdentity(flow.id, {
        keyHash: sha256Hex(key),
        subject: identity.subject,
        email: identity.email,
        emailVerified: identity.emailVerified,
        fullName: identity.name,
        expiresAt: new Date(Date.now() + KEY_TTL_MS),
      });
      return socialPage(type, key);
    },

    /** Spec 7, userInfoByKeyAndType: bound sellers are signed in (the key is used up); others see what to prefill. */
    async userInfo(request: FastifyRequest, input: { key: string; type: SocialType }): Promise<SocialUserInfo> {
      const row = await verifiedSignIn(input.type, input.key);
      const userId = await social.boundUserId(input.type, row.subject);
      if (userId === undefined) return { bound: false, email: row.email, fullName: row.fullName, session: null };
      const user = await users.byId(userId);
      if (!user || !(await social.useKey(row.id))) throw keyExpired();
      if (!user.active) throw new AppError(ErrorCode.accountDisabled, 'errors.accountDisabled', 403);
      return { bound: true, email: user.email, fullName: user.fullName, session: await signIn.startSession(request, user, input.type, false) };
    },

    /** Third-party registration: a new account bound to the social identity. */
    async signUp(request: FastifyRequest, input: SocialSignUpRequest & { email: string }) {
      const row = await verifiedSignIn(input.type, input.key);
      if ((await social.boundUserId(input.type, row.subject)) !== undefined) throw conflict('errors.socialAlreadyBound');
      if (await users.byEmail(input.email)) throw conflict('errors.emailRegistered', 'email');
      // The e-mail counts as verified only when it is the one the provider vouched for.
      const emailVerified = row.emailVerified && row.email?.toLowerCase() === input.email.toLowerCase();
      const passwordHash = await hashPassword(input.password);
      const user = await db
        .transaction(async (tx) => {
          if (!(await socialRepository(tx).useKey(row.id))) throw keyExpired();
          const created = await usersRepository(tx).insert({ email: input.email, emailVerified, fullName: input.fullName, passwordHash, signUpChannel: input.type });
          await socialRepository(tx).bind({ provider: input.type, subject: row.subject, userId: created.id, email: row.email });
          return created;
        })
        .catch(bindingConflict);
      return signIn.startSession(request, user, input.type, false);
    },

    /** Third-party bind: the existing account's e-mail and password prove it is theirs. */
    async bind(request: FastifyRequest, input: SocialBindRequest & { email: string }) {
      const row = await verifiedSignIn(input.type, input.key);
      if ((await social.boundUserId(input.type, row.subject)) !== undefined) throw conflict('errors.socialAlreadyBound');
      const user = await signIn.authenticate(request, { account: input.email, password: input.password });
      await db
        .transaction(async (tx) => {
          if (!(await socialRepository(tx).useKey(row.id))) throw keyExpired();
          await socialRepository(tx).bind({ provider: input.type, subject: row.subject, userId: user.id, email: row.email });
        })
        .catch(bindingConflict);
      return signIn.startSession(request, user, input.type, false);
    },
  };
}
export type SocialSignInService = ReturnType<typeof socialSignInService>;
