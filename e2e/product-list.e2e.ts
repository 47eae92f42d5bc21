import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, callBeforePageCode, openInApp, sessionToken, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

interface ListPage {
  list: { kkProductId: string }[];
  total: number;
}

const cardIds = (page: Page) => page.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.productId ?? ''));

/** Waits until the grid shows exactly these products, in this order. */
async function gridShows(page: Page, ids: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll<HTMLElement>('[data-testid=product-card]')].map((c) => c.dataset.productId).join() === wanted,
    ids.join(),
  );
}

async function signedIn(viewport?: { width: number; height: number }) {
  const opened = await e2e.newPage(viewport);
  await signIn(opened.page, DEMO.email, DEMO.password);
  await opened.page.waitForURL('**/mall');
  return opened;
}

/** The price each card shows, the one the seller pays: the sale price of a card on sale, else its price. */
const shownPrices = (page: Page) =>
  page.getByTestId('product-price').evaluateAll((prices) => prices.map((price) => Number((price.textContent ?? '').replace(/[^\d.]/g, ''))));

test('filtering by warehouse and supplier rank shows what the server finds, and the cards open in that warehouse', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/product-list');
  await page.getByTestId('product-card').first().waitFor();

  await page.getByTestId('warehouse-filter-GB').click();
  await page.waitForURL(/warehouse=GB/);
  await page.getByTestId('rank-filter-A').click();
  await page.waitForURL(/rank=A/);

  const expected = await e2e.api<ListPage>('POST', '/api/product/open/product/list', { pageSize: 40, warehouses: ['GB'], supplierRanks: ['A'] });
  assert.ok(expected.list.length > 0, 'the demo catalogue has rank A products in the UK');
  await gridShows(page, expected.list.map((p) => p.kkProductId));
  await page.getByTestId('result-count').getByText(String(expected.total)).waitFor();
  for (const text of await page.getByTestId('product-card').allInnerTexts()) assert.match(text, /\bUK\b/, 'every card ships from the UK');
  assert.match((await page.getByTestId('product-card').first().getAttribute('href')) ?? '', /warehouse=GB&noChangeWarehouse=1/);

  // A chip takes a filter off again.
  await page.getByTestId('filter-chip').filter({ hasText: 'UK' }).locator('.ant-tag-close-icon').click();
  await page.waitForURL((url) => !url.search.includes('warehouse='));
  await context.close();
});

test('sorting by price orders the prices the cards show (the sale price on sale), ascending, then descending', async () => {
  const { context, page } = await signedIn();
  await page.goto('/product-list');
  await page.getByTestId('product-card').first().waitFor();
  const before = await cardIds(page);

  await page.getByTestId('sort-priceAsc').click();
  await page.waitForURL(/sort=priceAsc/);
  await page.waitForFunction((first) => document.querySelector<HTMLElement>('[data-testid=product-card]')?.dataset.productId !== first, before[0]);
  const ascending = await shownPrices(page);
  const ascendingFirst = (await cardIds(page))[0];
  assert.ok(ascending.length >= 20);
  assert.deepEqual(ascending, [...ascending].sort((a, b) => a - b));

  await page.getByTestId('sort-priceDesc').click();
  await page.waitForURL(/sort=priceDesc/);
  await page.waitForFunction((first) => document.querySelector<HTMLElement>('[data-testid=product-card]')?.dataset.productId !== first, ascendingFirst);
  const descending = await shownPrices(page);
  assert.deepEqual(descending, [...descending].sort((a, b) => b - a));
  await context.close();
});

test('paging: page 2 is in the URL, Back returns to page 1', async () => {
  const { context, page } = await signedIn();
  await page.goto('/product-list');
  await page.getByTestId('pagination').waitFor();
  const first = await cardIds(page);
  assert.equal(first.length, 40);

  await page.getByTestId('pagination').getByRole('link', { name: '2', exact: true }).click();
  await page.waitForURL(/page=2/);
  await page.waitForFunction((id) => document.querySelector<HTMLElement>('[data-testid=product-card]')?.dataset.productId !== id, first[0]);
  const second = await cardIds(page);
  assert.equal(second.filter((id) => first.includes(id)).length, 0, 'page 2 shows other products');

  await page.goBack();
  await gridShows(page, first);
  await context.close();
});

test("nothing found: 'No product found' with the server's suggestions, which search when clicked", async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/product-list?search=qwxzvq');
  await page.getByTestId('list-empty').getByText('No product found').waitFor();
  const chip = page.getByTestId('suggestion-chip').first();
  const suggestion = (await chip.innerText()).trim();
  assert.ok(suggestion.length > 0);

  await chip.click();
  await page.waitForURL((url) => url.searchParams.get('search') === suggestion);
  await page.getByTestId('product-card').first().waitFor();
  assert.deepEqual(await page.getByTestId('search-chip').allInnerTexts(), [suggestion.toLowerCase()]);
  await context.close();
});

test("guests see no prices and, after the guest limit, 'View more products after registration'", async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/product-list');
  const limit = page.getByTestId('guest-limit');
  await limit.getByText('View more products after registration').waitFor();
  assert.equal(await page.getByTestId('product-card').count(), 40);
  assert.equal(await page.getByTestId('product-price').count(), 0);
  await page.getByTestId('product-card').first().getByText('Register to unlock wholesale price').waitFor();
  // The real number of products is told; only the list is limited, and nothing sorts or filters by a hidden price.
  const { total } = await e2e.api<ListPage>('POST', '/api/product/open/product/list', { pageSize: 1 });
  assert.ok(total > 40);
  assert.equal((await page.getByTestId('result-count').textContent())?.trim(), `Products found: ${total}`);
  // Headings go down one level at a time (Lighthouse's heading-order): the page's h1, the count's h2, each card's h3.
  await page.getByRole('heading', { level: 2, name: `Products found: ${total}` }).waitFor();
  assert.equal(await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).count(), 1);
  await page.getByTestId('sort-recommended').waitFor();
  assert.equal(await page.getByTestId('sort-priceAsc').count(), 0, 'no price sort for guests');
  assert.equal(await page.getByTestId('price-min').count(), 0, 'no price filter for guests');

  await limit.getByTestId('guest-register').click();
  await page.waitForURL('**/register');
  await context.close();
});

test('a price range whose end is not above its start is refused; a good one goes in the URL', async () => {
  const { context, page } = await signedIn();
  await page.goto('/product-list');
  await page.getByTestId('product-card').first().waitFor();
  await page.getByTestId('price-min').fill('20');
  await page.getByTestId('price-max').fill('10');
  await page.getByTestId('price-apply').click();
  await page.getByTestId('price-error').getByText('Please enter a number greater than the start number!').waitFor();

  await page.getByTestId('price-min').fill('5');
  await page.getByTestId('price-apply').click();
  await page.waitForURL(/minPrice=5&maxPrice=10/);
  // The call carries US cents.
  const expected = await e2e.api<ListPage>('POST', '/api/product/list', { pageSize: 40, minPrice: 500, maxPrice: 1000 }, await sessionToken(page));
  assert.ok(expected.list.length > 0);
  await gridShows(page, expected.list.map((p) => p.kkProductId));
  for (const price of await page.getByTestId('product-price').allInnerTexts()) {
    const amount = Number(price.replace(/[^\d.]/g, ''));
    assert.ok(amount <= 10, `${price} is at most $10`);
  }
  await context.close();
});

test('phones: filters in a drawer, and load more appends the next products', async () => {
  const { context, page } = await signedIn(MOBILE);
  await page.goto('/product-list');
  await page.getByTestId('product-card').first().waitFor();
  assert.equal(await page.getByTestId('product-card').count(), 20);
  await page.getByTestId('load-more').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=product-card]').length === 40);

  await page.getByTestId('open-filters').click();
  await page.getByTestId('warehouse-filter-DE').click();
  await page.getByTestId('close-filters').click();
  await page.waitForURL(/warehouse=DE/);
  const expected = await e2e.api<ListPage>('POST', '/api/product/list', { pageSize: 20, warehouses: ['DE'] }, await sessionToken(page));
  await gridShows(page, expected.list.map((p) => p.kkProductId));
  await context.close();
});

test('cards shown small load the 300 px rendition of their picture, not the 600 px original', async () => {
  const { context, page } = await e2e.newPage({ width: 1440, height: 900 });
  await page.goto('/product-list');
  const picture = page.getByTestId('product-card').first().locator('img');
  await picture.waitFor();
  const src = await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.currentSrc));
  assert.match(src, /\/media\/garments\/w300\/[^/]+\.webp$/);
  // Its own pixels (the card's naturalWidth is scaled by the srcset's width descriptor).
  const pixels = await page.evaluate((url) => new Promise<number>((resolve) => Object.assign(new Image(), { onload(this: HTMLImageElement) { resolve(this.naturalWidth); }, src: url })), src);
  assert.equal(pixels, 300);
  await context.close();
});

test("reached from another page, the product list asks for its first page while the page's code is still arriving, and only once", async () => {
  for (const viewport of [MOBILE, undefined]) {
    const { context, page } = await e2e.newPage(viewport);
    const watched = await callBeforePageCode(page, 'ProductListPage', '/api/product/open/product/list');
    await openInApp(page, '/product-list?warehouse=US&sort=newest');
    await page.getByTestId('product-card').first().waitFor();
    const { codeArrived, asked, calls } = await watched.measure();
    assert.ok(codeArrived !== undefined && asked !== undefined, JSON.stringify({ codeArrived, asked }));
    assert.ok(asked < codeArrived, `list asked for at ${asked} ms, the code arrived at ${codeArrived} ms`);
    // The call the page makes itself, with the address's filters: the page read it from the cache instead of asking again.
    assert.equal(calls.length, 1, calls.join(' | '));
    const call = JSON.parse(calls[0]!) as { warehouses?: string[]; sortType?: string; pageNumber?: number; pageSize?: number };
    assert.deepEqual([call.warehouses, call.sortType, call.pageNumber, call.pageSize], [['US'], 'newest', 1, viewport === MOBILE ? 20 : 40]);
    await context.close();
  }
});
