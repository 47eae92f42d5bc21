import type { Envelope } from '@threadway/contracts';
import type { AdminStationLetter, StationLetterInput } from '@threadway/contracts/notifications/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { adminKeys } from '../../api/keys';

const base = '/api/admin/station-letters';
export const LETTERS_PAGE_SIZE = 20;
const lettersKey = [...adminKeys.all, 'stationLetters'] as const;

/** Letters, last changed first; `type` 1 notification, 2 event, undefined both. */
export const useStationLetters = (type: number | undefined, pageNumber: number) =>
  useQuery({
    queryKey: [...lettersKey, type ?? 'all', pageNumber],
    queryFn: () => adminApi<{ list: AdminStationLetter[]; total: number }>('GET', base, { query: { type, pageNumber, pageSize: LETTERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** A write; afterwards the list and the audit log are fetched again. Resolves to the server's envelope (its message is shown). */
function useLetterMutation<V>(write: (vars: V) => Promise<Envelope<unknown>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lettersKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}

export const useSaveLetter = () =>
  useLetterMutation(({ id, input }: { id?: number; input: StationLetterInput }) =>
    id === undefined ? adminCall<AdminStationLetter>('POST', base, { body: input }) : adminCall<AdminStationLetter>('PUT', `${base}/${id}`, { body: input }),
  );
export const usePublishLetter = () => useLetterMutation((id: number) => adminCall<AdminStationLetter>('POST', `${base}/${id}/publish`));
export const useDeleteLetter = () => useLetterMutation((id: number) => adminCall<null>('DELETE', `${base}/${id}`));
