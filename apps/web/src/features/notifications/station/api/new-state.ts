import type { NewState } from '@threadway/contracts/notifications/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { stationKeys } from './keys';

/** Often enough that a letter or a finished export shows within a minute, rarely enough to cost nothing. */
const POLL_MS = 60_000;

/** Which tabs of the new-function dialog hold something new (the bell's dot); signed-in sellers only. */
export function useNewState() {
  const session = useSession();
  return useQuery({
    queryKey: stationKeys.newState(session?.userId ?? 0),
    queryFn: () => api<NewState>('GET', '/api/message/stationLetterNewState'),
    enabled: session !== null,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export const hasNews = (state: NewState | undefined) => Boolean(state && (state['1'] || state['2'] || state['3'] || state['4']));
