import type { AdminRefund, RefundStatus } from '@threadway/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { adminKeys } from '../../api/keys';

const base = '/api/admin/refunds';
const root = [...adminKeys.all, 'refunds'] as const;
export const REFUNDS_PAGE_SIZE = 20;

/** Refund applications with one review status, oldest first (processing is the queue). */
export const useAdminRefunds = (status: RefundStatus, pageNumber: number) =>
  useQuery({
    queryKey: [...root, status, pageNumber],
    queryFn: () => adminApi<{ list: AdminRefund[]; total: number }>('GET', base, { query: { status, pageNumber, pageSize: REFUNDS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

/** Approve (amount in cents) or reject (reason); the queue and the audit log are read again. */
export function useReviewRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { id: number; approve: number } | { id: number; reject: string }) =>
      'approve' in review
        ? adminCall<AdminRefund>('POST', `${base}/${review.id}/approve`, { body: { amount: review.approve } })
        : adminCall<AdminRefund>('POST', `${base}/${review.id}/reject`, { body: { reason: review.reject } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: root });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
