import type { BadInputTable } from './case.ts';

/** The job queue in the back office (decision 0026): rows for bad-input.int.test.ts. The probes (/healthz, /readyz) are no /api endpoints: jobs-engine.int.test.ts. */
const INVALID = 'This value is not valid.';
const UUID = '00000000-0000-4000-8000-000000000000';

export const jobsBadInput: BadInputTable = {
  cases: {
    'GET /api/admin/jobs': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/jobs/retry': [
      { note: 'empty body', body: {}, message: INVALID },
      { note: 'not JSON', rawBody: '{oops' },
      { note: 'id not a uuid', body: { queue: 'orders.auto-cancel', id: '42' }, message: INVALID },
      { note: 'queue empty', body: { queue: '', id: UUID }, message: INVALID },
      { note: 'queue not text', body: { queue: 7, id: UUID }, message: INVALID },
      { note: 'no such dead-lettered job', body: { queue: 'orders.auto-cancel', id: UUID }, status: 404 },
      { note: 'unknown queue', body: { queue: 'no.such-queue', id: UUID }, status: 404 },
      { note: 'no token', body: { queue: 'orders.auto-cancel', id: UUID }, auth: 'none', status: 401 },
      { note: 'seller token', body: { queue: 'orders.auto-cancel', id: UUID }, auth: 'seller', status: 403 },
    ],
  },
};
