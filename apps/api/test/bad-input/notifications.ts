import type { BadInputTable } from './case.ts';

/** Station letters, sold-out notices and exports (decision 0015). */
const letter = (overrides: Record<string, unknown>) => ({ type: 1, title: 'Hello', content: '<p>Hi</p>', allSellers: true, send: 'now', ...overrides });
const idCases = (path: (id: string) => string, auth: 'seller' | 'operator') => [
  { note: 'id not a number', path: path('abc'), auth },
  { note: 'id 0', path: path('0'), auth },
  { note: 'id beyond a safe integer', path: path('99999999999999999999'), auth },
  { note: 'unknown id', path: path('1'), auth, status: 404 },
  { note: 'no token', path: path('1'), auth: 'none' as const, status: 401 },
];

export const notificationsBadInput: BadInputTable = {
  cases: {
    'GET /api/message/stationLetterSendsList': [
      { note: 'no type', query: {} },
      { note: 'type 3', query: { type: 3 } },
      { note: 'page size 61', query: { type: 1, pageSize: 61 } },
      { note: 'no token', query: { type: 1 }, auth: 'none', status: 401 },
    ],
    'PUT /api/message/stationLetterSends': [
      { note: 'empty body', body: {} },
      { note: 'receiveState 0', body: { id: 5001, receiveState: 0 } },
      { note: 'id not a number', body: { id: 'abc', receiveState: 1 } },
      { note: 'unknown letter', body: { id: 1, receiveState: 1 }, status: 404 },
      { note: 'operator token', body: { id: 1, receiveState: 1 }, auth: 'operator', status: 403 },
    ],
    'PUT /api/message/stationLetterSends/readAll': [
      { note: 'no type', body: {} },
      { note: 'type 3', body: { type: 3 } },
      { note: 'type a word', body: { type: 'all' } },
      { note: 'no token', body: { type: 1 }, auth: 'none', status: 401 },
      { note: 'operator token', body: { type: 1 }, auth: 'operator', status: 403 },
    ],
    'GET /api/message/orderEmailSettings': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
    ],
    'PUT /api/message/orderEmailSettings': [
      { note: 'a switch not a boolean', body: { paid: 'yes' } },
      { note: 'a switch a number', body: { shipped: 1 } },
      { note: 'a list, not the switches', body: [true] },
      { note: 'no token', body: { paid: false }, auth: 'none', status: 401 },
      { note: 'operator token', body: { paid: false }, auth: 'operator', status: 403 },
    ],
    'GET /api/message/stationLetterNewState': [
      { note: 'no token', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
    ],
    'GET /api/message/productTakeDownSendsList': [
      { note: 'page 0', query: { pageNumber: 0 } },
      { note: 'no token', auth: 'none', status: 401 },
    ],
    'PUT /api/message/productTakeDownSends': [
      { note: 'no ids', body: { ids: [], receiveState: 1 } },
      { note: 'receiveState 0', body: { ids: [1], receiveState: 0 } },
      { note: 'id a word', body: { ids: ['x'], receiveState: 1 } },
      { note: 'unknown notice', body: { ids: [1], receiveState: 1 }, status: 404 },
    ],
    'POST /api/orders/orders/export': [
      { note: 'format pdf', body: { format: 'pdf' } },
      { note: 'unknown tab', body: { format: 'csv', tab: 'nope' } },
      { note: 'end before start', body: { format: 'csv', dateFrom: '2025-02-01', dateTo: '2025-01-01' } },
      { note: 'no token', body: { format: 'csv' }, auth: 'none', status: 401 },
    ],
    'GET /api/payment/transactionsExport': [
      { note: 'format xls', query: { format: 'xls' } },
      { note: 'unknown type', query: { type: 'lottery' } },
      { note: 'not a date', query: { startDate: '2024-13-01' } },
    ],
    'POST /api/product/getFileTaskList': [
      { note: 'page size 1000', body: { pageSize: 1000 } },
      { note: 'no token', auth: 'none', status: 401 },
    ],
    'POST /api/product/fileTask/{id}/retry': idCases((id) => `/api/product/fileTask/${id}/retry`, 'seller'),
    'GET /api/product/fileTask/{id}/file': idCases((id) => `/api/product/fileTask/${id}/file`, 'seller'),
    'GET /api/admin/station-letters': [
      { note: 'type 3', query: { type: 3 }, auth: 'operator' },
      { note: 'seller token', auth: 'seller', status: 403 },
    ],
    'POST /api/admin/station-letters': [
      { note: 'empty body', body: {}, auth: 'operator' },
      { note: 'nobody chosen', body: letter({ allSellers: false }), auth: 'operator' },
      { note: 'unknown seller', body: letter({ allSellers: false, emails: ['nobody@example.com'] }), auth: 'operator' },
      { note: 'later without a time', body: letter({ send: 'later' }), auth: 'operator' },
      { note: 'only a script', body: letter({ content: '<script>x</script>' }), auth: 'operator' },
      { note: 'seller token', body: letter({}), auth: 'seller', status: 403 },
    ],
    'GET /api/admin/station-letters/{id}': idCases((id) => `/api/admin/station-letters/${id}`, 'operator'),
    'PUT /api/admin/station-letters/{id}': [
      { note: 'empty body', path: '/api/admin/station-letters/1', body: {}, auth: 'operator' },
      { note: 'unknown letter', path: '/api/admin/station-letters/1', body: letter({}), auth: 'operator', status: 404 },
    ],
    'DELETE /api/admin/station-letters/{id}': idCases((id) => `/api/admin/station-letters/${id}`, 'operator'),
    'POST /api/admin/station-letters/{id}/publish': idCases((id) => `/api/admin/station-letters/${id}/publish`, 'operator'),
    'GET /api/admin/fileTask': [
      { note: 'status 9', query: { fileStatus: 9 }, auth: 'operator' },
      { note: 'bad e-mail', query: { email: 'x' }, auth: 'operator' },
    ],
    'POST /api/admin/importExportFile': [
      { note: 'empty body', body: {}, auth: 'operator' },
      { note: 'unknown task', body: { id: 1 }, auth: 'operator', status: 404 },
    ],
  },
};
