import type { StationLetter } from '@threadway/contracts/notifications/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/session';
import { stationKeys } from './keys';

/** One page of a letter tab for the notifications page (the popover and dialog grow one list instead). */
export function useLetterPage(type: 1 | 2, pageNumber: number, pageSize: number) {
  const session = useSession();
  return useQuery({
    queryKey: [...stationKeys.letters(session?.userId ?? 0, type), 'page', pageNumber, pageSize],
    queryFn: () => api<{ list: StationLetter[]; total: number }>('GET', '/api/message/stationLetterSendsList', { query: { type, pageNumber, pageSize } }),
    enabled: session !== null,
    placeholderData: keepPreviousData,
  });
}

/** 'Mark all as read' for a letter tab; the lists and the bell's dot are fetched again after it. */
export function useReadAllLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: 1 | 2) => api<{ marked: number }>('PUT', '/api/message/stationLetterSends/readAll', { body: { type } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.all }),
  });
}
