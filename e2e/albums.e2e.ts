import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

const shownIds = (page: Page) => page.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product-id')));

test('New In pages through its products, and Best Sellers is one click away', async () => {
  const { context, page } = await e2e.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  await page.goto('/mall/album?type=1');
  await page.getByTestId('album-title').getByText('New In').waitFor();
  await page.getByTestId('product-card').first().waitFor();
  const first = await shownIds(page);
  assert.equal(first.length, 30);

  await page.getByTestId('pagination').getByTitle('2').click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await page.waitForFunction((before) => {
    const ids = [...document.querySelectorAll('[data-testid="product-card"]')].map((c) => c.getAttribute('data-product-id'));
    return ids.length > 0 && !ids.includes(before);
  }, first[0]!);
  const second = await shownIds(page);
  assert.equal(second.filter((id) => first.includes(id)).length, 0, 'page 2 shows other products');

  // Back keeps the page in the address.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await page.waitForFunction((id) => document.querySelector('[data-testid="product-card"]')?.getAttribute('data-product-id') === id, first[0]!);

  await page.getByTestId('album-switch').getByText('Best Sellers').click();
  await page.waitForURL((url) => url.searchParams.get('type') === '2');
  await page.getByTestId('album-title').getByText('Best Sellers').waitFor();
  await context.close();
});

test('/mall/new-in is the New In album; a guest reaches the end of their share and is asked to register', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/mall/new-in');
  await page.getByTestId('album-title').getByText('New In').waitFor();
  await page.getByTestId('product-card').first().waitFor();
  assert.equal(await page.getByTestId('guest-more').count(), 0, 'not on the first page');
  await page.getByTestId('pagination').getByTitle('2').click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await page.getByTestId('guest-more').getByText('View more products after registration').waitFor();
  await context.close();
});

test('a curated album by moduleId; an unknown one says Sorry, No Data Found', async () => {
  const albums = await e2e.api<{ moduleId: number; type: number; name: string }[]>('GET', '/api/product/open/module/list');
  const curated = albums.find((a) => a.type > 2)!;
  const { context, page } = await e2e.newPage();
  await page.goto(`/mall/album?moduleId=${curated.moduleId}`);
  await page.getByTestId('album-title').getByText(curated.name).waitFor();
  await page.getByTestId('product-card').first().waitFor();
  await page.goto('/mall/album?moduleId=987654');
  await page.getByTestId('album-not-found').getByText('Sorry, No Data Found').waitFor();
  await context.close();
});
