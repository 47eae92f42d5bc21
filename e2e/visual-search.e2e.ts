import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

/** A catalogue product and a photo of it: its picture turned into a PNG, as a buyer would upload it. */
let photo: Promise<{ kkProductId: string; png: string }> | undefined;
function productPhoto() {
  photo ??= (async () => {
    const page = await e2e.api<{ list: { kkProductId: string; mainImageUrl: string | null }[] }>('POST', '/api/product/open/product/list', { pageNumber: 1, pageSize: 10 });
    const product = page.list.find((p) => p.mainImageUrl)!;
    const webp = Buffer.from(await (await fetch(`${e2e.baseUrl}${product.mainImageUrl}`)).arrayBuffer());
    const png = join(mkdtempSync(join(tmpdir(), 'visual-search-')), 'photo.png');
    writeFileSync(png, await sharp(webp).png().toBuffer());
    return { kkProductId: product.kkProductId, png };
  })();
  return photo;
}

/** A page of its own without the ad popup, which would open over the header after a few seconds. */
async function newPage(viewport?: { width: number; height: number }) {
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  return opened;
}

const resultIds = (page: Page) => page.getByTestId('product-card').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.productId ?? ''));

/** Counts the similar-products calls a page makes from now on. */
function countSimilarCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/recommend/searchProductSimilarImgList')) calls += 1;
  });
  return () => calls;
}

/** The search by picture lands on /mall/similar; if the app refuses the picture instead, the test says what it showed. */
async function similarPageOpens(page: Page): Promise<void> {
  const refusal = page.locator('.ant-message-notice').first();
  const refused = refusal.waitFor({ timeout: 60_000 }).then(
    async () => assert.fail(`the search by picture was refused: ${await refusal.innerText()}`),
    () => undefined,
  );
  await Promise.race([page.waitForURL('**/mall/similar', { timeout: 60_000 }), refused]);
}

test('a guest uploads a photo in the popup and /mall/similar shows that product among the first results', async () => {
  const source = await productPhoto();
  const { context, page } = await newPage();
  await page.goto('/mall');
  await page.getByTestId('header-search').getByTestId('visual-search-button').click();
  await page.getByTestId('visual-search-drop').waitFor();
  await page.getByTestId('visual-search-input').setInputFiles(source.png);
  await similarPageOpens(page);
  await page.getByText('See 20+ Similar Styles').waitFor();
  await page.getByTestId('product-card').first().waitFor();
  const ids = await resultIds(page);
  assert.ok(ids.slice(0, 3).includes(source.kkProductId), `the photographed product is among the first results: ${ids.slice(0, 5).join()}`);
  const shown = await page.getByTestId('similar-source').getAttribute('src');
  assert.match(shown ?? '', /^\/media\/uploads\/[0-9a-f]+\.png$/, 'the uploaded picture is shown');
  await context.close();
});

test('anything but a png, jpeg or webp picture is refused, and so is one above 5 MB', async () => {
  const { context, page } = await newPage();
  await page.goto('/mall');
  await page.getByTestId('header-search').getByTestId('visual-search-button').click();
  const input = page.getByTestId('visual-search-input');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await page.getByText('only pictures can be uploaded').waitFor();
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await page.getByText('Image cannot exceed 5MB').waitFor();
  assert.equal(new URL(page.url()).pathname, '/mall', 'no search was made');
  await context.close();
});

test('/mall/similar is kept alive: coming back shows the same results at the same place without searching again', async () => {
  const source = await productPhoto();
  const { context, page } = await newPage();
  const similarCalls = countSimilarCalls(page);
  await page.goto('/mall');
  await page.getByTestId('header-search').getByTestId('visual-search-button').click();
  await page.getByTestId('visual-search-input').setInputFiles(source.png);
  await similarPageOpens(page);
  await page.getByTestId('product-card').first().waitFor();

  // Scrolling down loads the next page.
  for (let tries = 0; similarCalls() < 2 || (await page.getByTestId('product-card').count()) <= 20; tries++) {
    assert.ok(tries < 50, 'scrolling down loads the next page');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(200);
  }
  const before = { ids: await resultIds(page), scroll: await page.evaluate(() => window.scrollY), calls: similarCalls() };
  assert.ok(before.calls >= 2, 'two pages were fetched');

  await page.getByTestId('mall-header').getByRole('link', { name: 'Threadway home' }).click();
  await page.waitForURL('**/mall');
  await page.goBack();
  await similarPageOpens(page);
  await page.getByTestId('product-card').first().waitFor();
  assert.deepEqual(await resultIds(page), before.ids, 'the same results');
  assert.equal(similarCalls(), before.calls, 'no new search');
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before.scroll);

  // The picture is kept for the session: a reload shows the same search.
  await page.reload();
  await page.getByTestId('product-card').first().waitFor();
  assert.equal((await resultIds(page))[0], before.ids[0]);
  await context.close();
});

test('on a phone the camera opens straight from the search box and the photo is searched', async () => {
  const source = await productPhoto();
  const { context, page } = await newPage(MOBILE);
  await page.goto('/mall/search');
  const input = page.getByTestId('visual-search-input');
  assert.equal(await input.getAttribute('capture'), 'environment', 'the rear camera is asked for');
  await input.setInputFiles(source.png);
  await similarPageOpens(page);
  await page.getByTestId('product-card').first().waitFor();
  assert.ok((await resultIds(page)).slice(0, 3).includes(source.kkProductId));
  await context.close();
});
