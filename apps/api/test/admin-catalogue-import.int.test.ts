import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS } from '@threadway/contracts';
import { auditActions, createBranch, uniqueItemNo } from './admin-catalogue-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer, type Answer } from './harness.ts';

/** CSV import of products: POST /api/admin/catalogue/products/import (multipart, field `file`). */

let admin: { token: string };
const s = useTestServer({}, async (server) => {
  admin = await server.adminLogin();
});

async function upload(content: string | Uint8Array<ArrayBuffer>, token = admin.token, type = 'text/csv'): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), 'products.csv');
  const response = await fetch(`${s.baseUrl}/api/admin/catalogue/products/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;
const csv = (rows: Row[], columns: readonly string[] = PRODUCT_CSV_COLUMNS) =>
  [columns.join(','), ...rows.map((row) => columns.map((c) => { const v = row[c as keyof Row] ?? ''; return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v; }).join(','))].join('\n');

describe('CSV import', () => {
  test('valid rows are created or updated, invalid ones reported row by row with their messages', async () => {
    const { leaf, middle } = await createBranch(s, admin.token);
    const shirt = uniqueItemNo();
    const dress = uniqueItemNo();
    const base = { categoryUrl: leaf.categoryUrl, weightGrams: '200', colour: 'Navy', colourHex: '#1F2A44', name: 'Oxford Shirt' };
    const file = csv([
      { ...base, itemNo: shirt, size: 'M', priceUsd: '12.29', originalPriceUsd: '19.90', stock_CN_S: '150', stock_US: '20', fabric: 'Cotton', description: 'Button-down, "slim" fit', imageUrl: '/media/garments/shirt-solid-1f2a44-ffffff-7.webp' },
      { ...base, itemNo: shirt, size: 'L', priceUsd: '$12.30', stock_CN_S: '90' },
      { ...base, itemNo: shirt, size: 'XL', priceUsd: '12.3.4' }, // row 4: bad price
      { ...base, itemNo: dress, name: '', size: 'S', priceUsd: '30', weightGrams: '0', colourHex: 'blue' }, // row 5: three problems
      { ...base, itemNo: dress, size: 'S', priceUsd: '30', categoryUrl: 'no-such-category' }, // row 6: unknown category
      { ...base, itemNo: dress, size: 'L', priceUsd: '30', categoryUrl: middle.categoryUrl }, // row 7: not a leaf
      { ...base, itemNo: shirt, size: 'm', priceUsd: '11' }, // row 8: M again
      { ...base, itemNo: shirt, size: 'S', priceUsd: '9.99', stock_DE: '-5' }, // row 9: negative stock
    ]);
    const report = expectOk(await upload(file));
    assert.deepEqual(report.totals, { rows: 8, created: 2, updated: 0, errors: 6, products: 1 });
    const byRow = new Map(report.rows.map((r: { row: number }) => [r.row, r]));
    assert.deepEqual(byRow.get(2), { row: 2, itemNo: shirt, status: 'created', messages: [] });
    assert.equal((byRow.get(3) as { status: string }).status, 'created');
    assert.deepEqual((byRow.get(4) as { messages: string[] }).messages, ['priceUsd: This value is not valid.']);
    assert.deepEqual((byRow.get(5) as { messages: string[] }).messages, ['name: Please fill in this field.', 'colourHex: This value is not valid.', 'weightGrams: This value is not valid.']);
    assert.deepEqual((byRow.get(6) as { messages: string[] }).messages, ["categoryUrl: Sorry, we couldn't find it."]);
    assert.match((byRow.get(7) as { messages: string[] }).messages[0]!, /^categoryUrl: Categories have at most three levels/);
    assert.deepEqual((byRow.get(8) as { messages: string[] }).messages, ['size: This value is already used by another record.']);
    assert.deepEqual((byRow.get(9) as { messages: string[] }).messages, ['stock_DE: This value is not valid.']);

    const list = expectOk(await s.request('GET', '/api/admin/catalogue/products', { token: admin.token, query: { search: shirt } }));
    assert.equal(list.total, 1);
    const detail = expectOk(await s.request('GET', `/api/admin/catalogue/products/${list.list[0].id}`, { token: admin.token }));
    assert.equal(detail.name, 'Oxford Shirt');
    assert.equal(detail.fabric, 'Cotton');
    assert.equal(detail.description, 'Button-down, "slim" fit');
    assert.deepEqual(detail.skus.map((sku: { size: string; priceCents: number; originalPriceCents: number }) => [sku.size, sku.priceCents, sku.originalPriceCents]), [['M', 1229, 1990], ['L', 1230, 1230]]);
    assert.deepEqual(detail.skus[0].stock, { CN_S: 150, CN_N: 0, US: 20, GB: 0, DE: 0 });
    assert.equal(detail.skus[0].colourHex, '#1f2a44');
    assert.equal(detail.totalStock, 260);
    assert.equal(detail.priceCents, 1229);
    assert.deepEqual(detail.images.map((i: { url: string; colour: string }) => [i.url, i.colour]), [['/media/garments/shirt-solid-1f2a44-ffffff-7.webp', 'Navy']]);
    const none = expectOk(await s.request('GET', '/api/admin/catalogue/products', { token: admin.token, query: { search: dress } }));
    assert.equal(none.total, 0, 'no row of the dress was valid');
  });

  test('importing again updates: prices and the stock cells given, other stock kept; new sizes added', async () => {
    const { leaf } = await createBranch(s, admin.token);
    const itemNo = uniqueItemNo();
    const row = { itemNo, name: 'Chino', categoryUrl: leaf.categoryUrl, colour: 'Khaki', size: '32', weightGrams: '400' };
    expectOk(await upload(csv([{ ...row, priceUsd: '20', stock_CN_S: '10', stock_US: '5' }])));
    const again = expectOk(
      await upload(csv([{ ...row, name: 'Slim Chino', priceUsd: '18.5', stock_US: '7', packQuantity: '4' }, { ...row, size: '34', priceUsd: '18.5' }])),
    );
    assert.deepEqual(again.totals, { rows: 2, created: 1, updated: 1, errors: 0, products: 1 });
    assert.deepEqual(again.rows.map((r: { status: string }) => r.status), ['updated', 'created']);
    const list = expectOk(await s.request('GET', '/api/admin/catalogue/products', { token: admin.token, query: { search: itemNo } }));
    const detail = expectOk(await s.request('GET', `/api/admin/catalogue/products/${list.list[0].id}`, { token: admin.token }));
    assert.equal(detail.name, 'Slim Chino');
    assert.equal(detail.minOrderQuantity, 4);
    assert.deepEqual(detail.skus.map((sku: { size: string; priceCents: number; stock: Record<string, number> }) => [sku.size, sku.priceCents, sku.stock.CN_S, sku.stock.US]), [['32', 1850, 10, 7], ['34', 1850, 0, 0]]);
  });

  test('the template downloads as CSV and imports as it is', async () => {
    await createBranch(s, admin.token);
    const response = await fetch(`${s.baseUrl}/api/admin/catalogue/products/import-template`, { headers: { authorization: `Bearer ${admin.token}` } });
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(response.headers.get('content-disposition') ?? '', /attachment; filename=".+\.csv"/);
    const template = await response.text();
    assert.equal(template.split('\r\n')[0], PRODUCT_CSV_COLUMNS.join(','));
    const report = expectOk(await upload(template));
    assert.equal(report.totals.errors, 0, JSON.stringify(report.rows));
    assert.equal(report.totals.rows, 2);
  });

  test('a file that is not CSV is refused as a whole', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expectFailure(await upload(png, admin.token, 'image/png'), 400, 40000, 'The file is not a valid CSV file.');
    expectFailure(await upload(''), 400, 40000, 'The file is not a valid CSV file.');
    expectFailure(await upload('hello, world\nthis is, a letter'), 400, 40000, 'The file is not a valid CSV file.');
    expectFailure(await upload(csv([], ['itemNo', 'name', 'size'])), 400, 40000, 'The file is not a valid CSV file.');
    expectFailure(await upload('itemNo,name,categoryUrl,colour,size,priceUsd,weightGrams\n"A1,Shirt'), 400, 40000, 'The file is not a valid CSV file.');
    const tooMany = csv(Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => ({ itemNo: `BULK${i}` })));
    expectFailure(await upload(tooMany), 400, 40000, `A CSV file may hold at most ${MAX_IMPORT_ROWS} rows and 5 MB.`);
    const header = 'itemNo,name,categoryUrl,colour,size,priceUsd,weightGrams,description\n';
    expectFailure(await upload(`${header}A1,Shirt,x,Red,M,1,1,${'x'.repeat(6 * 1024 * 1024)}\n`), 400, 40000, `A CSV file may hold at most ${MAX_IMPORT_ROWS} rows and 5 MB.`);
    // A header only: nothing to import, an empty report.
    assert.deepEqual(expectOk(await upload(header)).totals, { rows: 0, created: 0, updated: 0, errors: 0, products: 0 });
  });

  test('sellers cannot import; the import is audit-logged', async () => {
    const seller = await s.login(DEMO.email, DEMO.password);
    expectFailure(await upload(csv([]), seller.token), 403, 40300);
    const { leaf } = await createBranch(s, admin.token);
    expectOk(await upload(csv([{ itemNo: uniqueItemNo(), name: 'Tee', categoryUrl: leaf.categoryUrl, colour: 'White', size: 'M', priceUsd: '3', weightGrams: '120' }])));
    const entry = (await auditActions(s, admin.token)).find((a) => a.action === 'product.import');
    assert.ok(entry);
    assert.deepEqual(JSON.parse(entry.detail), { created: 1, updated: 0, errors: 0 });
  });
});
