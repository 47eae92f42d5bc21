import { z } from 'zod';

/** Back office /admin/jobs (decision 0026): the job queues with their counts, and the jobs that need an operator. */
export const jobQueueSummary = z.object({
  name: z.string(),
  /** Waiting for their time or a worker (including retries). */
  waiting: z.number().int(),
  active: z.number().int(),
  /** Completed within the queue's retention (7 days). */
  completed: z.number().int(),
  /** Failed for good within the retention (their copy waits in the dead-letter queue). */
  failed: z.number().int(),
  /** Dead-lettered jobs waiting for an operator's retry. */
  deadLettered: z.number().int(),
});
export type JobQueueSummary = z.infer<typeof jobQueueSummary>;

/** 'retrying': failed, the queue retries it by itself; 'deadLettered': out of attempts, an operator may retry it. */
export const troubledJob = z.object({
  id: z.string().uuid(),
  queue: z.string(),
  state: z.enum(['retrying', 'deadLettered']),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When it failed last (retrying) or was dead-lettered. */
  failedAt: z.string().nullable(),
});
export type TroubledJob = z.infer<typeof troubledJob>;

export const jobsOverview = z.object({ queues: z.array(jobQueueSummary), jobs: z.array(troubledJob) });
export type JobsOverview = z.infer<typeof jobsOverview>;

export const jobRetryBody = z.object({
  queue: z.string({ error: 'validation.invalidValue' }).min(1, 'validation.invalidValue').max(200, 'validation.invalidValue'),
  id: z.string({ error: 'validation.invalidValue' }).uuid('validation.invalidValue'),
});
