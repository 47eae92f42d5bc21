import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fileTasks } from '../src/db/schema/index.ts';
import { exportsDirectory } from '../src/platform/storage/index.ts';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { download, fileTasksOf, finishedTask } from './exports-fixtures.ts';
import { newState } from './notifications-fixtures.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';
import { topUp } from './payments-fixtures.ts';

// A data folder of this file's own, so a test can break its exports folder without touching anyone else's.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tw-exports-test-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

let alice: SignedUp;
let bob: SignedUp;
let operator: string;
let twoLines: PlacedOrder;
let oneLine: PlacedOrder;
const server = useTestServer({ env: { DATA_DIR: dataDir } }, async (s) => {
  operator = (await s.adminLogin()).token;
  alice = await s.signUp();
  bob = await s.signUp();
  twoLines = await insertOrderWithItems(s, alice.userId, [{ priceCents: 1250, quantity: 2 }, { priceCents: 799, quantity: 3 }], { shippingCents: 650 });
  oneLine = await placePaidOrder(s, alice, [{ priceCents: 4000, quantity: 1 }]);
  await topUp(s.db, alice.userId, 10_000);
});

const exportOrders = (token: string, body: object) => server.request('POST', '/api/orders/orders/export', { token, body });

test('an order export writes a CSV whose rows are the orders’ lines (UTF-8 with BOM, RFC 4180)', async () => {
  const answer = await exportOrders(alice.token, { format: 'csv', tab: 'all' });
  const { taskId } = expectOk<{ taskId: number }>(answer, 'Export task created. The file will be in the Export List.');
  const task = await finishedTask(server, alice.token, taskId);
  assert.equal(task.fileStatus, 3);
  assert.equal(task.taskTypeName, 'Order export');
  assert.equal(task.fileStatusName, 'Completed');
  assert.match(task.fileName!, /^orders-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
  const file = await download(server, task.fileResultPath!, alice.token);
  assert.equal(file.status, 200);
  assert.match(file.headers.get('content-type')!, /^text\/csv/);
  assert.match(file.headers.get('content-disposition')!, /attachment; filename="orders-/);
  assert.deepEqual([...file.bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'starts with the UTF-8 BOM');
  const rows: Record<string, string>[] = parse(file.bytes.toString('utf8').slice(1), { columns: true });
  assert.equal(rows.length, 3, 'one row per order line');
  const paid = rows.filter((r) => r['Order ID'] === oneLine.kkOrderId);
  assert.equal(paid.length, 1);
  assert.equal(paid[0]!.Status, 'Waiting to Ship');
  assert.equal(paid[0]!['Payment method'], 'Balance');
  assert.equal(paid[0]!.Warehouse, 'China (South)', 'the warehouse by name, never its code');
  assert.equal(paid[0]!['Total (USD)'], String(oneLine.totalCents / 100));
  const lines = rows.filter((r) => r['Order ID'] === twoLines.kkOrderId);
  assert.deepEqual(lines.map((r) => [r.SKU, r.Quantity, r['Unit price (USD)'], r['Line subtotal (USD)']]), [
    [twoLines.items[0]!.skuCode, '2', '12.5', '25'],
    [twoLines.items[1]!.skuCode, '3', '7.99', '23.97'],
  ]);
  assert.equal(lines[0]!['Total (USD)'], String(twoLines.totalCents / 100));
  assert.equal(lines[0]!['Shipping (USD)'], '6.5');
  assert.equal(lines[0]!.Recipient, 'Jane Buyer');
  assert.equal(lines[0]!.Colour, 'Black');
  assert.equal(rows[0]!['Order ID'], oneLine.kkOrderId, 'newest order first');
});

test('an XLSX export follows the list’s filters and opens in a spreadsheet reader', async () => {
  const { taskId } = expectOk<{ taskId: number }>(await exportOrders(alice.token, { format: 'xlsx', search: twoLines.kkOrderId }));
  const task = await finishedTask(server, alice.token, taskId);
  assert.equal(task.fileStatus, 3);
  const file = await download(server, task.fileResultPath!, alice.token);
  assert.equal(file.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Orders')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  assert.equal(header[0], 'Order ID');
  assert.equal(sheet.actualRowCount, 3, 'header and the two lines of the one order found');
  const col = (name: string) => header.indexOf(name) + 1;
  assert.equal(sheet.getRow(2).getCell(col('Order ID')).value, twoLines.kkOrderId);
  assert.equal(sheet.getRow(3).getCell(col('Quantity')).value, 3);
  assert.equal(sheet.getRow(3).getCell(col('Unit price (USD)')).value, 7.99);
  assert.equal(sheet.getRow(2).getCell(col('Total (USD)')).value, twoLines.totalCents / 100);
});

test('a transaction export matches the transaction list with the same filters', async () => {
  const query = { direction: 'income' };
  const { taskId } = expectOk<{ taskId: number }>(await server.request('GET', '/api/payment/transactionsExport', { token: alice.token, query: { ...query, format: 'csv' } }));
  const task = await finishedTask(server, alice.token, taskId);
  assert.equal(task.taskTypeName, 'Transaction export');
  const rows: Record<string, string>[] = parse((await download(server, task.fileResultPath!, alice.token)).bytes.toString('utf8').slice(1), { columns: true });
  const listed = expectOk<{ list: { id: number; type: string; amount: number; direction: string }[] }>(await server.request('GET', '/api/payment/transactions', { token: alice.token, query: { ...query, pageSize: 100 } })).list;
  assert.ok(listed.length >= 2);
  assert.deepEqual(
    rows.map((r) => [Number(r['Transaction ID']), r.Type, r.Direction, Number(r['Amount (USD)'])]),
    listed.map((t) => [t.id, t.type, t.direction, t.amount / 100]),
  );
});

test('only the owner can download or run a task again; guests get 401', async () => {
  const [task] = (await fileTasksOf(server, alice.token)).list;
  assert.ok(task?.fileResultPath);
  assert.equal((await download(server, task.fileResultPath, bob.token)).status, 404);
  assert.equal((await download(server, task.fileResultPath)).status, 401);
  expectFailure(await server.request('POST', `/api/product/fileTask/${task.id}/retry`, { token: bob.token }), 404);
  assert.equal((await fileTasksOf(server, bob.token)).total, 0, 'Bob sees no task of Alice');
  expectFailure(await server.request('POST', '/api/orders/orders/export', { body: { format: 'csv' } }), 401);
  expectFailure(await server.request('POST', '/api/product/getFileTaskList', {}), 401);
});

test('finished tasks flag the Export List as new until the seller looks at it', async () => {
  const seller = await server.signUp();
  assert.equal((await newState(server, seller.token))['4'], false);
  const { taskId } = expectOk<{ taskId: number }>(await exportOrders(seller.token, { format: 'csv' }));
  await server.app.jobs.runDue();
  // Wait without listing (listing is looking).
  for (let i = 0; i < 100 && !(await newState(server, seller.token))['4']; i++) await server.app.jobs.runDue();
  assert.equal((await newState(server, seller.token))['4'], true);
  const task = await finishedTask(server, seller.token, taskId);
  assert.equal(task.fileStatus, 3, 'an empty export is still a file (header only)');
  assert.equal((await newState(server, seller.token))['4'], false);
});

test('a task that fails is red with "Export failed" and works again with Export Again', async () => {
  const exportsDir = exportsDirectory(server.config);
  rmSync(exportsDir, { recursive: true, force: true });
  writeFileSync(exportsDir, 'not a folder'); // the disk refuses the export
  const { taskId } = expectOk<{ taskId: number }>(await exportOrders(alice.token, { format: 'csv' }));
  const failed = await finishedTask(server, alice.token, taskId);
  assert.equal(failed.fileStatus, 4);
  assert.equal(failed.fileStatusName, 'Export failed');
  assert.equal(failed.fileResultPath, null);
  const seen = expectOk<{ list: { id: number; email: string; error: string | null }[] }>(await server.request('GET', '/api/admin/fileTask', { token: operator, query: { fileStatus: 4, email: alice.email } }));
  assert.ok(seen.list.find((t) => t.id === taskId)?.error, 'the back office sees why');

  rmSync(exportsDir, { force: true });
  const again = expectOk<{ fileStatus: number }>(await server.request('POST', `/api/product/fileTask/${taskId}/retry`, { token: alice.token }));
  assert.equal(again.fileStatus, 1);
  const done = await finishedTask(server, alice.token, taskId);
  assert.equal(done.fileStatus, 3);
  assert.equal((await download(server, done.fileResultPath!, alice.token)).status, 200);

  // Run again by support from the back office; the old file is replaced.
  expectOk(await server.request('POST', '/api/admin/importExportFile', { token: operator, body: { id: taskId } }));
  assert.equal((await finishedTask(server, alice.token, taskId)).fileStatus, 3);
  assert.equal((await download(server, done.fileResultPath!, alice.token)).status, 200);
});

test('a task in progress cannot be started twice (409)', async () => {
  const [row] = await server.db.insert(fileTasks).values({ userId: alice.userId, taskType: 'ordersExport', format: 'csv', params: {}, fileStatus: 2 }).returning();
  expectFailure(await server.request('POST', `/api/product/fileTask/${row!.id}/retry`, { token: alice.token }), 409, undefined, 'This export is still in progress.');
  expectFailure(await server.request('POST', '/api/admin/importExportFile', { token: operator, body: { id: row!.id } }), 409);
});

test('bad input answers 400', async () => {
  expectFailure(await exportOrders(alice.token, { format: 'pdf' }), 400);
  expectFailure(await exportOrders(alice.token, { format: 'csv', tab: 'nope' }), 400);
  const range = await exportOrders(alice.token, { format: 'csv', dateFrom: '2025-02-01', dateTo: '2025-01-01' });
  expectFailure(range, 400);
  assert.equal(range.body.data.field, 'dateTo');
  expectFailure(await server.request('GET', '/api/payment/transactionsExport', { token: alice.token, query: { type: 'lottery' } }), 400);
  expectFailure(await server.request('GET', '/api/payment/transactionsExport', { token: alice.token, query: { format: 'xls' } }), 400);
  expectFailure(await server.request('POST', '/api/product/fileTask/abc/retry', { token: alice.token }), 400);
  expectFailure(await server.request('GET', '/api/product/fileTask/99999999/file', { token: alice.token }), 404);
  expectFailure(await server.request('POST', '/api/product/getFileTaskList', { token: alice.token, body: { pageSize: 1000 } }), 400);
  expectFailure(await server.request('POST', '/api/admin/importExportFile', { token: operator, body: {} }), 400);
});
