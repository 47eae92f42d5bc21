import type { FileTask, StationLetter, TakedownNotice } from '@threadway/contracts/notifications/schemas';
import { fileStatusTone } from '@threadway/contracts/notifications/file-status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, call } from '../../../../lib/api-client';
import { sessionStore, useSession } from '../../../../lib/session';
import { stationKeys } from './keys';

interface Page<T> {
  list: T[];
  total: number;
}
/** The dialog shows the latest ones; older letters stay reachable by 'Load more'. */
export const PAGE_SIZE = 20;

export function useLetters(type: 1 | 2, pageSize = PAGE_SIZE) {
  const session = useSession();
  return useQuery({
    queryKey: [...stationKeys.letters(session?.userId ?? 0, type), pageSize],
    queryFn: () => api<Page<StationLetter>>('GET', '/api/message/stationLetterSendsList', { query: { type, pageSize } }),
    enabled: session !== null,
  });
}

export function useSoldOut(pageSize = PAGE_SIZE) {
  const session = useSession();
  return useQuery({
    queryKey: [...stationKeys.soldOut(session?.userId ?? 0), pageSize],
    queryFn: () => api<Page<TakedownNotice>>('GET', '/api/message/productTakeDownSendsList', { query: { pageSize } }),
    enabled: session !== null,
  });
}

/** The Export List; looking at it clears the tab's 'new' flag, so the flag is fetched again after it. While a task runs it is asked again every 2 s. */
export function useFileTasks(pageSize = PAGE_SIZE) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...stationKeys.exports(session?.userId ?? 0), pageSize],
    queryFn: async () => {
      const page = await api<Page<FileTask>>('POST', '/api/product/getFileTaskList', { body: { pageSize } });
      void queryClient.invalidateQueries({ queryKey: stationKeys.newState(session?.userId ?? 0) });
      return page;
    },
    enabled: session !== null,
    refetchInterval: (query) => (query.state.data?.list.some((task) => fileStatusTone(task.fileStatus) === 'progress') ? 2000 : false),
  });
}

/** A write of the dialog: afterwards the lists and the dot are fetched again. */
function useStationMutation<V>(write: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: stationKeys.all }) });
}

export const useReadLetter = () => useStationMutation((id: number) => api('PUT', '/api/message/stationLetterSends', { body: { id, receiveState: 1 } }));
export const useReadSoldOut = () => useStationMutation((ids: number[]) => api('PUT', '/api/message/productTakeDownSends', { body: { ids, receiveState: 1 } }));
/** 'Export Again': resolves to the server's message. */
export const useExportAgain = () => useStationMutation(async (id: number) => (await call<FileTask>('POST', `/api/product/fileTask/${id}/retry`)).message);

/**
 * Downloads a finished export: our address needs the seller's token, so the file is fetched and
 * saved through a temporary link rather than opened directly.
 */
export async function downloadFile(task: Pick<FileTask, 'fileResultPath' | 'fileName'>): Promise<void> {
  if (!task.fileResultPath) return;
  const response = await fetch(task.fileResultPath, { headers: { authorization: `Bearer ${sessionStore.get()?.token ?? ''}` } });
  if (!response.ok) throw new ApiError(response.status * 100, response.statusText, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = task.fileName ?? 'export';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
