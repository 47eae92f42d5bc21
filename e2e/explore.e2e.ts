import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { chooseOption, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

interface Post {
  id: number;
  influencer: string;
  tags: Record<string, string | string[]>;
}
interface Feed {
  list: Post[];
  limitedForGuest?: boolean;
}
const shownIds = (page: Page) => page.getByTestId('ins-post').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-post-id'))));

test("a guest sees the first looks, then 'Log in to view more'", async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/explore');
  await page.getByTestId('ins-post').first().waitFor();
  const expected = await e2e.api<Feed>('POST', '/api/product/open/recommend/insList', { pageSize: 24 });
  assert.deepEqual(await shownIds(page), expected.list.map((p) => p.id));
  assert.equal(expected.limitedForGuest, true);
  await page.getByTestId('explore-login-gate').getByText('Log in to view more').waitFor();
  await context.close();
});

test('filters and the order change the feed to what the server answers for them', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/explore');
  await page.getByTestId('ins-post').first().waitFor();
  const all = await shownIds(page);

  // A style some posts have and others do not.
  const everything = await e2e.api<Feed>('POST', '/api/product/open/recommend/insList', { pageSize: 60 });
  const style = String(everything.list[0]!.tags.style);
  const expected = await e2e.api<Feed>('POST', '/api/product/open/recommend/insList', { pageSize: 24, style });
  assert.ok(expected.list.length > 0);

  await chooseOption(page, 'explore-filter-style', new RegExp(`^${style}$`), style);
  await page.waitForURL((url) => url.searchParams.get('style') === style);
  await page.waitForFunction((ids) => {
    const shown = [...document.querySelectorAll('[data-testid="ins-post"]')].map((c) => Number(c.getAttribute('data-post-id')));
    return JSON.stringify(shown) === JSON.stringify(ids);
  }, expected.list.map((p) => p.id));
  assert.notDeepEqual(await shownIds(page), all, 'the feed changed');

  await page.getByTestId('explore-sort').getByText('Followers').click();
  const byFollowers = await e2e.api<Feed>('POST', '/api/product/open/recommend/insList', { pageSize: 24, style, sortType: 'followers' });
  await page.waitForURL((url) => url.searchParams.get('sort') === 'followers');
  await page.waitForFunction((ids) => {
    const shown = [...document.querySelectorAll('[data-testid="ins-post"]')].map((c) => Number(c.getAttribute('data-post-id')));
    return JSON.stringify(shown) === JSON.stringify(ids);
  }, byFollowers.list.map((p) => p.id));

  // Clear all drops the filters and keeps the order.
  await page.getByTestId('explore-clear').click();
  await page.waitForURL((url) => url.search === '?sort=followers');
  await context.close();
});

test('Shop Similar opens the look with its products; Back returns to the same place in the feed', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/explore');
  const cards = page.getByTestId('ins-post');
  await cards.first().waitFor();
  const target = cards.nth(6);
  await target.scrollIntoViewIfNeeded();
  const id = await target.getAttribute('data-post-id');
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 200, 'scrolled down the feed');

  await target.getByTestId('shop-similar').click();
  await page.waitForURL((url) => url.pathname === '/mall/explore/detail' && url.searchParams.get('id') === id);
  await page.getByTestId('explore-detail').waitFor();
  assert.ok((await page.getByTestId('explore-detail-products').getByTestId('product-card').count()) > 0, 'the look has products');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the detail opens at the top');

  // Kept alive: the cached feed comes back at the same scroll position.
  await page.goBack();
  await cards.first().waitFor();
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 30, scrolled);
  await context.close();
});

test('an unknown look says Sorry, No Data Found', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/mall/explore/detail?id=999999');
  await page.getByTestId('explore-detail-missing').getByText('Sorry, No Data Found').waitFor();
  await context.close();
});

test('following needs a sign-in; a seller then follows and unfollows, and it sticks', async () => {
  const seller = await e2e.newSeller('Explore Follower');
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/explore');
  const first = page.getByTestId('ins-post').first();
  await first.waitFor();
  const influencer = (await first.locator('strong').first().innerText()).trim();

  await first.getByTestId('follow-button').click();
  await page.waitForURL('**/login');
  await page.getByTestId('signin-account').fill(seller.email);
  await page.getByTestId('signin-password').fill(seller.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => url.pathname === '/mall/explore');

  const card = page.getByTestId('ins-post').filter({ hasText: influencer }).first();
  await card.getByTestId('follow-button').click();
  // Every look of that influencer now reads Following.
  await card.getByTestId('follow-button').getByText('Following').waitFor();
  for (const button of await page.getByTestId('ins-post').filter({ hasText: influencer }).getByTestId('follow-button').all()) {
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
  }

  await page.reload();
  const again = page.getByTestId('ins-post').filter({ hasText: influencer }).first().getByTestId('follow-button');
  await again.getByText('Following').waitFor();
  await again.click();
  await again.getByText('Follow', { exact: true }).waitFor();
  assert.equal(await again.getAttribute('aria-pressed'), 'false');
  await context.close();
});

test('on a phone the filters open in a drawer', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  const seller = await e2e.newSeller('Explore Phone');
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  await page.goto('/mall/explore');
  await page.getByTestId('ins-post').first().waitFor();
  assert.equal(await page.getByTestId('explore-login-gate').count(), 0, 'sellers are not limited');
  // Scrolling to the end loads the next page of looks.
  const firstPage = await page.getByTestId('ins-post').count();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="ins-post"]').length > n, firstPage);
  await page.getByTestId('explore-filters-open').click();
  await page.getByTestId('explore-filter-gender').waitFor();
  await chooseOption(page, 'explore-filter-gender', 'Women');
  await page.getByTestId('explore-filters-done').click();
  await page.waitForURL((url) => url.searchParams.get('gender') === 'Women');
  await page.getByTestId('ins-post').first().waitFor();
  await context.close();
});
