import type { SessionUser, SocialBindRequest, SocialSignUpRequest, SocialType, SocialUserInfo } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/** The social sign-in providers the server has configured (none: no button). */
export const useSocialProviders = () =>
  useQuery({ queryKey: ['accounts', 'socialProviders'], queryFn: () => api<{ providers: SocialType[] }>('GET', '/api/oauth/providers'), staleTime: Infinity });

/** The browser leaves for the provider; the API keeps state, nonce and the PKCE verifier. */
export const startSocialSignIn = (type: SocialType) => window.location.assign(`/api/oauth/${type}/authorize`);

const asked = new Map<string, Promise<SocialUserInfo>>();
/**
 * Asked once per key: a bound account's key is used up by the answer (it carries the session), so a
 * page mounted twice must share the first answer rather than ask again.
 */
export function socialUserInfo(key: string, type: SocialType): Promise<SocialUserInfo> {
  let answer = asked.get(key);
  if (!answer) {
    answer = api<SocialUserInfo>('GET', '/api/oauth/userInfoByKeyAndType', { query: { key, type }, quiet401: true });
    asked.set(key, answer);
  }
  return answer;
}
export const socialSignUp = (body: SocialSignUpRequest) => call<SessionUser>('POST', '/api/oauth/social/signUp', { body, quiet401: true });
export const socialBind = (body: SocialBindRequest) => call<SessionUser>('POST', '/api/oauth/social/bind', { body, quiet401: true });

/** What the API put in the sign-in page's fragment after a verified social sign-in. */
export function socialReturn(hash: string): { type: SocialType; key: string } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const type = params.get('social');
  const key = params.get('key');
  return type === 'google' && key ? { type, key } : null;
}
