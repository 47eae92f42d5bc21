import type { BadInputTable } from './case.ts';

/** The seller's Retry of a tracking upload to their store (issue 17, decision 0028): rows for bad-input.int.test.ts. */
const unknownOrder = 'KK26010199999999';
const INVALID = 'This value is not valid.';
const retry = (order: string, upload: string) => `/api/orders/${order}/tracking-uploads/${upload}/retry`;

export const trackingUploadsBadInput: BadInputTable = {
  cases: {
    'POST /api/orders/{kkOrderId}/tracking-uploads/{uploadId}/retry': [
      { note: 'not an order number', path: retry('abc', '1'), message: INVALID },
      { note: 'order number too long', path: retry(`KK${'1'.repeat(21)}`, '1'), message: INVALID },
      { note: 'upload id not a number', path: retry(unknownOrder, 'one'), message: INVALID },
      { note: 'upload id 0', path: retry(unknownOrder, '0'), message: INVALID },
      { note: 'upload id negative', path: retry(unknownOrder, '-3'), message: INVALID },
      { note: 'upload id a fraction', path: retry(unknownOrder, '1.5'), message: INVALID },
      { note: 'upload id beyond a safe integer', path: retry(unknownOrder, '9007199254740993'), message: INVALID },
      { note: 'unknown order', path: retry(unknownOrder, '1'), status: 404, message: 'Sorry, No Data Found' },
      { note: 'no token', path: retry(unknownOrder, '1'), auth: 'none', status: 401 },
      { note: 'garbage token', path: retry(unknownOrder, '1'), auth: 'garbage', status: 401 },
      { note: 'operator token', path: retry(unknownOrder, '1'), auth: 'operator', status: 403 },
    ],
  },
};
