import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, DEMO, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

/** A flash sale created in the back office that started a minute ago and ends `seconds` from now. */
async function flashSaleEndingIn(seconds: number): Promise<number> {
  const { token } = await e2e.api<{ token: string }>('POST', '/api/admin/open/login', ADMIN);
  const products = await e2e.api<{ list: { id: number }[] }>('GET', '/api/admin/catalogue/products?status=1&pageSize=3', undefined, token);
  const now = Date.now();
  const sale = await e2e.api<{ id: number }>(
    'POST',
    '/api/admin/catalogue/events',
    { type: 1, name: 'Last Call Flash Sale', description: 'Gone in seconds.', startTime: new Date(now - 60_000).toISOString(), endTime: new Date(now + seconds * 1000).toISOString() },
    token,
  );
  await e2e.api('PUT', `/api/admin/catalogue/events/${sale.id}/products`, { items: products.list.map((p) => ({ productId: p.id, discountPercent: 90, spikeTotalStock: 50 })) }, token);
  return sale.id;
}

const heroSeconds = async (page: Page) => Number(await page.getByTestId('event-hero').getByTestId('countdown').locator('strong').last().innerText());

test("a flash sale counts down every second, then reads 'Event Expired' without a reload", async () => {
  const id = await flashSaleEndingIn(12);
  const { context, page } = await e2e.newPage();
  await page.goto(`/mall/flash-sale?discountId=${id}`);
  const hero = page.getByTestId('event-hero');
  await hero.getByText('Last Call Flash Sale').waitFor();
  await hero.getByTestId('countdown').waitFor();
  // The products carry the sale's discount (the deepest running one wins) and its countdown.
  const card = page.getByTestId('product-card').first();
  await card.getByText('-90%').waitFor();
  await card.getByTestId('countdown').waitFor();

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const first = await heroSeconds(page);
  await page.waitForTimeout(1100);
  const second = await heroSeconds(page);
  assert.ok(second < first || (first === 0 && second === 59), `ticked from ${first} to ${second}`);

  await hero.getByTestId('countdown-expired').getByText('Event Expired').waitFor({ timeout: 20_000 });
  await page.getByTestId('event-expired-note').waitFor();
  // The products are fetched again: back to their regular price, greyed under the note.
  await card.getByText('-90%').waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'the page was not reloaded');
  await context.close();
});

test('several flash sales have a tab each; the festival page of an ended sale says Event Expired', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/mall/flash-sale');
  const tabs = page.getByTestId('flash-sale-tab');
  await tabs.first().waitFor();
  assert.ok((await tabs.count()) >= 2, 'the demo catalogue runs several flash sales');
  const secondName = (await tabs.nth(1).locator('span').first().innerText()).trim();
  await tabs.nth(1).click();
  await page.getByTestId('event-hero').getByText(secondName).waitFor();
  await page.waitForURL((url) => url.searchParams.has('discountId'));

  const ended = await e2e.api<{ list: { discountId: number; name: string }[] }>('POST', '/api/product/open/discount/getDiscountList', { status: 3 });
  const sale = ended.list[0]!;
  await page.goto(`/mall/festival-collection?discountId=${sale.discountId}`);
  await page.getByTestId('event-hero').getByText(sale.name).waitFor();
  await page.getByTestId('event-hero').getByTestId('countdown-expired').waitFor();
  await page.getByTestId('event-expired-note').waitFor();
  await context.close();
});

test('a festival collection shows its banner, countdown and products; an unknown one says Sorry, No Data Found', async () => {
  const festivals = await e2e.api<{ list: { discountId: number; name: string }[] }>('POST', '/api/product/open/discount/getDiscountList', { type: 3, status: 1 });
  const festival = festivals.list[0]!;
  const { context, page } = await e2e.newPage();
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  await page.goto(`/mall/festival-collection?discountId=${festival.discountId}`);
  await page.getByTestId('event-hero').getByText(festival.name).waitFor();
  await page.getByTestId('event-hero').getByTestId('countdown').waitFor();
  await page.getByTestId('product-card').first().getByTestId('product-price').waitFor();

  await page.goto('/mall/festival-collection?discountId=987654');
  await page.getByTestId('event-not-found').getByText('Sorry, No Data Found').waitFor();
  await page.goto('/mall/festival-collection?discountId=abc');
  await page.getByTestId('event-not-found').waitFor();
  await context.close();
});

test('Special Offer and Sale list running events; View all opens the collection', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/mall/discount');
  const sections = page.getByTestId('event-section');
  await sections.first().waitFor();
  for (const label of await sections.locator('[data-testid="event-hero"] > div > span:first-child').allInnerTexts()) assert.match(label, /special offer/i);
  const name = (await sections.first().locator('h2').innerText()).trim();
  await sections.first().getByTestId('event-view-all').click();
  await page.waitForURL((url) => url.pathname === '/mall/festival-collection');
  await page.getByTestId('event-hero').getByText(name).waitFor();
  await page.getByTestId('product-card').first().waitFor();

  await page.goto('/mall/sale');
  await sections.first().waitFor();
  const types = await sections.locator('[data-testid="event-hero"] > div > span:first-child').allInnerTexts();
  assert.ok(new Set(types.map((t) => t.toLowerCase())).size >= 2, `several kinds of events: ${types.join(', ')}`);
  await context.close();
});
