import type { outboxMessage } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type OutboxMessage = z.infer<typeof outboxMessage>;

/** How often the page looks for new mail: a code sent from another tab shows up within seconds. */
export const MAILBOX_REFRESH_MS = 5_000;

/** The outbox, newest first (the server keeps the last 100), for one exact recipient or everyone. */
export const useMailbox = (to: string) =>
  useQuery({
    queryKey: ['dev-mailbox', to],
    queryFn: () => api<OutboxMessage[]>('GET', '/api/dev/open/mailbox', { query: { to }, quiet401: true }),
    refetchInterval: MAILBOX_REFRESH_MS,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
