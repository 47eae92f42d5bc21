import type { JobsOverview } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { adminKeys } from '../../api/keys';

const base = '/api/admin/jobs';
const root = [...adminKeys.all, 'jobs'] as const;

/** The queues with their counts, and the jobs failing now or dead-lettered; read again every 10 s while open. */
export const useJobsOverview = () => useQuery({ queryKey: root, queryFn: () => adminApi<JobsOverview>('GET', base), refetchInterval: 10_000 });

/** Sends a dead-lettered job back to its queue; the overview and the audit log are read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (job: { queue: string; id: string }) => adminCall<null>('POST', `${base}/retry`, { body: job }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: root });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
