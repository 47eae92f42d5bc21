import type { loginLogEntry, UserProfile } from '@threadway/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../../lib/api-client';
import { patchSession } from '../../../lib/session';
import type { CodeSent } from './password';

export type LoginLogEntry = z.infer<typeof loginLogEntry>;
export type AccountCodePurpose = 'changeEmail' | 'bindEmail' | 'verifyEmail' | 'resetPassword' | 'changePhone';
type Target = { email: string } | { phone: string };
type Change = { fullName: string } | { email: string; verificationCode: string } | { phone: string; verificationCode: string };

const profileKey = (userId: number) => ['accounts', 'profile', userId] as const;

export const useProfile = (userId: number) =>
  useQuery({ queryKey: profileKey(userId), queryFn: () => api<UserProfile>('GET', `/api/store/user/${userId}`) });

export const useLoginLogs = (userId: number) =>
  useQuery({ queryKey: ['accounts', 'loginLogs', userId], queryFn: () => api<LoginLogEntry[]>('GET', `/api/store/loginLogs/${userId}`) });

export const changeAccount = (userId: number, change: Change) => call<UserProfile>('POST', '/api/store/accountSetting', { body: { userId, ...change } });

export const sendAccountCode = (userId: number, target: Target, purpose: AccountCodePurpose) =>
  call<CodeSent>('POST', '/api/store/authentication', { body: { userId, ...target, purpose } });

export const verifyEmail = (email: string, verificationCode: string) =>
  call<null>('POST', '/api/store/authenticationCheck', { body: { email, verificationCode, purpose: 'verifyEmail' } });

/** After a change: refresh the profile and what the header shows from the session. */
export function useProfileChanged(userId: number) {
  const queryClient = useQueryClient();
  return (profile?: UserProfile) => {
    if (profile) {
      queryClient.setQueryData(profileKey(userId), profile);
      patchSession({ userName: profile.fullName, email: profile.email, phone: profile.phone });
    }
    void queryClient.invalidateQueries({ queryKey: profileKey(userId) });
  };
}
