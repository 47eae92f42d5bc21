import type { UserProfile } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The seller's profile: checkout needs a bound e-mail (spec 6). Same key as the account pages, so it is shared. */
export const useCheckoutProfile = (userId: number) =>
  useQuery({ queryKey: ['accounts', 'profile', userId], queryFn: () => api<UserProfile>('GET', `/api/store/user/${userId}`) });

/** Behaviour config type 3: 'Don't ask me again' on the pre-checkout reminder (spec 3). */
const REMINDER_TYPE = 3;
const HAVE_CHECKED = JSON.stringify({ text: 'haveChecked' });

export const useReminderDismissed = () =>
  useQuery({
    queryKey: ['checkout', 'reminder'],
    queryFn: async () => (await api<{ id: number; content: string } | null>('GET', `/api/store/user/behaviorConfig/${REMINDER_TYPE}`))?.content === HAVE_CHECKED,
  });

export const dismissReminder = () => api<unknown>('POST', '/api/store/user/behaviorConfig', { body: { type: REMINDER_TYPE, content: HAVE_CHECKED } });
