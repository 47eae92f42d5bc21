import type { batchSubmitted } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import type { BatchFormValues } from '../model/batch-form';
import { batchRequestOf } from '../model/batch-form';
import type { z } from 'zod';
import { POLL_MS, type BatchItemRow, type BatchTaskRow } from './listings';

type BatchSubmitted = z.infer<typeof batchSubmitted>;

export const TASKS_PAGE_SIZE = 20;
type Page<T> = { list: T[]; total: number; pageNumber: number; pageSize: number };

/** POST /api/listings/loadPublishRecord: the batch is created and runs in the background. */
export function usePublishBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, productIds }: { values: BatchFormValues; productIds: string[] }) => call<BatchSubmitted>('POST', '/api/listings/loadPublishRecord', { body: batchRequestOf(values, productIds) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['listings'] }),
  });
}

/** POST /api/listings/getLoadPublishRecordList: the batch tasks, asked again while one is not Completed. */
export const useBatchTasks = (pageNumber: number) =>
  useQuery({
    queryKey: ['listings', 'batches', pageNumber],
    queryFn: () => api<Page<BatchTaskRow>>('POST', '/api/listings/getLoadPublishRecordList', { body: { pageNumber, pageSize: TASKS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some((task) => task.status !== 'completed') ? POLL_MS : false),
  });

/** POST /api/listings/getLoadPublishQueueList: one task's items with their publication results, asked again while it runs. */
export const useBatchItems = (task: BatchTaskRow | null) =>
  useQuery({
    queryKey: ['listings', 'batchItems', task?.id],
    enabled: task !== null,
    queryFn: () => api<Page<BatchItemRow>>('POST', '/api/listings/getLoadPublishQueueList', { body: { batchId: task!.id, pageNumber: 1, pageSize: 100 } }),
    refetchInterval: task?.status === 'completed' ? false : POLL_MS,
  });
