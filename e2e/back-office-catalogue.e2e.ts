import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, signInOperator } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();
const tag = Date.now().toString(36);

/** Picks a node of an Ant Design TreeSelect by typing part of its title. */
async function chooseTreeNode(page: Page, testId: string, title: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper').filter({ hasText: title }).first().click();
}

/** Creates a category through its dialog; `under` is the URL of the row whose 'Sub-category' button to use. */
async function createCategory(page: Page, name: string, under?: string) {
  await page.getByTestId(under ? `category-${under}-add` : 'category-create').click();
  await page.getByTestId('category-name').fill(name);
  await page.getByTestId('category-save').click();
  await page.getByText('Saved successfully').last().waitFor();
  await page.locator('.ant-modal').waitFor({ state: 'hidden' });
}

test('an operator builds a category branch, a product with a SKU and stock, imports a CSV and starts a flash sale', async () => {
  const { context, page } = await e2e.newPage();
  await signInOperator(page);

  // Categories: three levels; the URL follows the name.
  await page.getByTestId('admin-nav-categories').click();
  const top = `E2E Women ${tag}`;
  await createCategory(page, top);
  const topUrl = `e2e-women-${tag}`;
  await createCategory(page, `E2E Tops ${tag}`, topUrl);
  await page.locator(`[data-testid="category-${topUrl}-add"]`).waitFor();
  // The new level-2 row is inside the expanded level-1 branch.
  await createCategory(page, `E2E Shirts ${tag}`, `e2e-tops-${tag}`);
  const leafUrl = `e2e-shirts-${tag}`;

  // A product on the new leaf, then a SKU with stock, then more stock typed in the grid.
  await page.getByTestId('admin-nav-products').click();
  await page.getByTestId('product-create').click();
  const name = `E2E Oxford Shirt ${tag}`;
  await page.getByTestId('product-name').fill(name);
  await chooseTreeNode(page, 'product-category', `E2E Shirts ${tag}`);
  await page.getByTestId('product-weight').fill('240');
  await page.getByTestId('product-save').click();
  await page.getByTestId('sku-create').click();
  await page.getByTestId('sku-colour').fill('Navy');
  await page.getByTestId('sku-hex').fill('#1f2a44');
  await page.getByTestId('sku-size').fill('M');
  await page.getByTestId('sku-price').fill('12.29');
  await page.getByTestId('sku-original-price').fill('19.90');
  await page.getByTestId('sku-stock-US').fill('5');
  await page.getByTestId('sku-save').click();
  await page.getByTestId('stock-Navy-M-CN_S').waitFor();
  await page.getByTestId('stock-Navy-M-CN_S').fill('40');
  await page.getByTestId('stock-save').click();
  await page.getByText('On-sale stock: 45').waitFor();
  await page.keyboard.press('Escape');

  await page.getByTestId('product-search').fill(name);
  const row = page.locator('tr').filter({ hasText: name });
  await row.getByText('$12.29').waitFor();
  await row.getByText('45', { exact: true }).waitFor();

  // CSV import: one good row on the new leaf, one bad row; the report says which and why.
  await page.getByTestId('admin-nav-productImport').click();
  const csv = [
    'itemNo,name,categoryUrl,colour,size,priceUsd,weightGrams,stock_CN_S',
    `E2E-${tag},E2E Linen Dress,${leafUrl},Sand,S,24.50,300,12`,
    `E2E-BAD-${tag},,${leafUrl},Sand,S,free,300,12`,
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({ name: 'e2e-products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('import-report').waitFor();
  assert.equal((await page.getByTestId('import-errors').textContent())?.replace(/\D/g, ''), '1');
  const bad = page.getByTestId('import-row-3');
  await bad.getByText('name: Please fill in this field.').waitFor();
  await bad.getByText('priceUsd: This value is not valid.').waitFor();
  assert.match((await bad.getAttribute('class')) ?? '', /tw-cat-row-error/, 'the error row is highlighted');
  await page.getByTestId('import-row-2').getByText('Created').waitFor();

  // A flash sale running now, with the new product at 25 % off and 30 pieces on offer.
  await page.getByTestId('admin-nav-events').click();
  await page.getByTestId('event-create').click();
  const sale = `E2E Flash ${tag}`;
  await page.getByTestId('event-name').fill(sale);
  const range = page.locator('.ant-modal .ant-picker-range input');
  const [start, end] = [range.first(), range.last()];
  const format = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  await start.click();
  await start.fill(format(new Date(Date.now() - 3600_000)));
  await start.press('Enter');
  await end.fill(format(new Date(Date.now() + 48 * 3600_000)));
  await end.press('Enter');
  await page.getByTestId('event-save').click();
  const saleRow = page.getByTestId(`event-row-${sale}`);
  await saleRow.getByText('Running').waitFor();
  await saleRow.locator('[data-testid$="-products"]').click();
  await page.getByTestId('event-product-picker').click();
  await page.keyboard.type(name);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('event-discount').fill('25');
  await page.getByTestId('event-spike').fill('30');
  await page.getByTestId('event-product-add').click();
  await page.getByTestId('event-products').locator('tr').filter({ hasText: name }).waitFor();

  // What the server now holds, as buyers' calls will read it.
  const operator = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  const events = await e2e.api<{ list: { id: number; name: string; state: string; productCount: number }[] }>('GET', '/api/admin/catalogue/events?type=1', undefined, operator.token);
  const created = events.list.find((e) => e.name === sale);
  assert.deepEqual([created?.state, created?.productCount], ['active', 1]);
  const products = await e2e.api<{ productId: number; name: string; discountPercent: number; spikeTotalStock: number }[]>('GET', `/api/admin/catalogue/events/${created!.id}/products`, undefined, operator.token);
  assert.deepEqual(products.map((p) => [p.name, p.discountPercent, p.spikeTotalStock]), [[name, 25, 30]]);
  const list = await e2e.api<{ list: { id: number; priceCents: number; totalStock: number }[] }>('GET', `/api/admin/catalogue/products?search=${encodeURIComponent(name)}`, undefined, operator.token);
  assert.deepEqual([list.list[0]?.priceCents, list.list[0]?.totalStock], [1229, 45], 'the price typed in dollars arrived as exact cents');
  await context.close();
});

test('the catalogue screens open on a phone', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await signInOperator(page);
  for (const [path, testId] of [
    ['/admin/categories', 'category-create'],
    ['/admin/products', 'product-create'],
    ['/admin/product-import', 'import-template'],
    ['/admin/events', 'event-create'],
    ['/admin/albums', 'album-create'],
    ['/admin/banners', 'banner-create'],
    ['/admin/navigation', 'nav-create'],
    ['/admin/adverts', 'popup-create'],
    ['/admin/shipping', 'channel-create'],
  ] as const) {
    await page.goto(path);
    await page.getByTestId(testId).waitFor();
    // Nothing wider than the screen but the tables, which scroll inside their cards.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${path} is ${overflow}px wider than the phone`);
  }
  await context.close();
});
