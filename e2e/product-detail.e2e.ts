import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { maxPacks, type ProductDetail } from '@threadway/contracts';
import { DEMO, callBeforePageCode, openInApp, signIn } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

interface ListPage {
  list: { kkProductId: string }[];
}

/** Products of the demo catalogue as a guest sees them (stock per warehouse and SKU). */
async function catalogue(filter: object = {}): Promise<ProductDetail[]> {
  const page = await e2e.api<ListPage>('POST', '/api/product/open/product/list', { pageSize: 40, ...filter });
  return Promise.all(page.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`)));
}

const available = (product: ProductDetail, colour: string, warehouse: string) =>
  product.sizes.flatMap((size) => {
    const sku = product.skus.find((s) => s.colour === colour && s.size === size);
    return sku ? [[size, sku.status === 1 && (sku.stock[warehouse] ?? 0) > 0]] : [];
  });

/** Sizes as the page shows them: [size, can be picked]. */
const shownSizes = (page: Page) =>
  page.getByTestId('size-option').evaluateAll((buttons) => buttons.map((b) => [(b as HTMLElement).dataset.size, (b as HTMLElement).dataset.available === 'true']));
const chosenWarehouse = (page: Page) => page.locator('[data-testid=warehouse-option][aria-checked=true]').getAttribute('data-warehouse');

async function signedIn(viewport?: { width: number; height: number }) {
  const opened = await e2e.newPage(viewport);
  await signIn(opened.page, DEMO.email, DEMO.password);
  await opened.page.waitForURL('**/mall');
  return opened;
}

/** The options of an Ant Design select, found by test ids (an outer one first when several exist). */
async function selectOptions(page: Page, ...testIds: string[]): Promise<string[]> {
  await testIds.reduce((scope, id) => scope.getByTestId(id), page.locator(':root')).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const options = dropdown.locator('.ant-select-item-option');
  // Read until two reads agree: the list is replaced when its countries arrive.
  let texts: string[] = [];
  for (let tries = 0; tries < 30; tries++) {
    await options.first().waitFor();
    const read = await options.allInnerTexts();
    if (read.length > 0 && read.join('\n') === texts.join('\n')) break;
    texts = read;
    await page.waitForTimeout(150);
  }
  await page.keyboard.press('Escape');
  // The next select must not read this one while it fades out.
  await dropdown.waitFor({ state: 'hidden' });
  return texts;
}

test('desktop: a product opens from the list in a new tab', async () => {
  const { context, page } = await signedIn();
  await page.goto('/product-list');
  const card = page.getByTestId('product-card').first();
  const name = (await card.locator('h3').innerText()).trim();
  const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await tab.waitForURL(/\/product-detail\/[^/]+\/[^/?]+/);
  assert.equal((await tab.getByTestId('product-name').innerText()).trim(), name);
  await tab.waitForFunction((title) => document.title.startsWith(title), name);
  await context.close();
});

test('phones: a product opens in the same tab', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await page.goto('/product-list');
  await page.getByTestId('product-card').first().click();
  await page.waitForURL(/\/product-detail\//);
  await page.getByTestId('product-name').waitFor();
  assert.equal(context.pages().length, 1);
  await context.close();
});

test('changing the colour changes the picture and the sizes; changing the warehouse changes the stock and where it ships', async () => {
  const products = await catalogue({ warehouses: ['US'] });
  // A product in a Chinese warehouse and the US one, whose second colour differs in sizes if one does.
  const candidates = products.filter((p) => !p.minOrderQuantity && p.colours.length >= 2 && p.shipFrom.some((w) => w.warehouseCode.startsWith('CN')) && p.shipFrom.some((w) => w.warehouseCode === 'US'));
  const differs = (p: ProductDetail) => JSON.stringify(available(p, p.colours[0]!.name, p.shipFrom[0]!.warehouseCode)) !== JSON.stringify(available(p, p.colours[1]!.name, p.shipFrom[0]!.warehouseCode));
  const product = candidates.find(differs) ?? candidates[0];
  assert.ok(product, 'the demo catalogue has a product in China and the US with two colours');

  const { context, page } = await signedIn();
  await page.goto(`${product.seoPath}?color=${encodeURIComponent(product.colours[0]!.name)}&warehouse=${product.shipFrom[0]!.warehouseCode}&noChangeWarehouse=1`);
  await page.getByTestId('chosen-colour').getByText(product.colours[0]!.name).waitFor();
  const warehouse = product.shipFrom[0]!.warehouseCode;
  assert.equal(await chosenWarehouse(page), warehouse);

  const second = product.colours[1]!;
  const pictureBefore = await page.getByTestId('gallery-main').getAttribute('src');
  await page.locator(`[data-testid=colour-option][data-colour="${second.name}"]`).click();
  await page.getByTestId('chosen-colour').getByText(second.name).waitFor();
  const picture = product.images.find((i) => i.colour === second.name)?.url ?? second.imageUrl;
  await page.waitForFunction((src) => document.querySelector('[data-testid=gallery-main]')?.getAttribute('src') === src, picture);
  assert.notEqual(pictureBefore, picture);
  assert.equal(await chosenWarehouse(page), warehouse, 'noChangeWarehouse=1 keeps the warehouse');
  assert.deepEqual(await shownSizes(page), available(product, second.name, warehouse));
  assert.match(page.url(), new RegExp(`color=${encodeURIComponent(second.name).replace(/%20/g, '(%20|\\+)')}`));

  // China ships around the world; the US warehouse only at home.
  assert.ok((await selectOptions(page, 'shipping-ship-to')).length > 1);
  const sizeInChina = (await page.getByTestId('chosen-size').innerText()).trim();
  await page.locator('[data-testid=warehouse-option][data-warehouse=US]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid=warehouse-option][aria-checked=true]')?.getAttribute('data-warehouse') === 'US');
  // The ship-to list follows the warehouse once its countries have arrived.
  for (let tries = 0; ; tries++) {
    const shipTo = await selectOptions(page, 'shipping-ship-to');
    if (shipTo.length === 1 || tries === 20) {
      assert.deepEqual(shipTo, ['United States']);
      break;
    }
    await page.waitForTimeout(200);
  }
  // The size stays when the US has it, else moves to the first size the US has; the stock shown is the US stock.
  const inUs = available(product, second.name, 'US').filter(([, ok]) => ok).map(([size]) => size);
  const size = inUs.includes(sizeInChina) ? sizeInChina : inUs[0];
  const stock = size === undefined ? 0 : product.skus.find((s) => s.colour === second.name && s.size === size)!.stock.US!;
  await page.getByTestId('quantity-max').getByText(stock > 0 ? `${stock} pieces available` : "Sorry, it's out of stock!").waitFor();
  await context.close();
});

test('the quantity stops at the stock of the chosen size in that warehouse', async () => {
  const [product] = await catalogue();
  const { context, page } = await signedIn();
  await page.goto(product!.seoPath);
  const colour = (await page.getByTestId('chosen-colour').innerText()).trim();
  const size = (await page.getByTestId('chosen-size').innerText()).trim();
  const warehouse = (await chosenWarehouse(page))!;
  const stock = product!.skus.find((s) => s.colour === colour && s.size === size)!.stock[warehouse]!;

  await page.getByTestId('quantity').fill(String(stock + 5));
  await page.getByText(`max stock ${stock}`).waitFor();
  await page.waitForFunction((max) => (document.querySelector('[data-testid=quantity]') as HTMLInputElement).value === String(max), stock);
  await page.getByTestId('quantity-plus').click();
  assert.equal(await page.getByTestId('quantity').inputValue(), String(stock));
  await context.close();
});

test('pack products: the quantity counts whole packs of every size', async () => {
  const products = await catalogue();
  const product = products.find((p) => p.minOrderQuantity && p.shipFrom.length > 0);
  assert.ok(product, 'the demo catalogue sells some products in packs');
  const { context, page } = await signedIn();
  await page.goto(product.seoPath);
  await page.getByTestId('pack-contents').getByText(`${product.minOrderQuantity} pieces of each`).waitFor();
  const colour = (await page.getByTestId('chosen-colour').innerText()).trim();
  const warehouse = (await chosenWarehouse(page))!;
  const packs = maxPacks(product.skus.filter((s) => s.colour === colour).map((s) => ({ stock: s.stock[warehouse] ?? 0, perSize: product.minOrderQuantity!, status: s.status })));
  await page.getByTestId('quantity-max').getByText(packs > 0 ? `${packs} packs available` : 'Sorry, it\'s out of stock!').waitFor();
  await context.close();
});

test('shipping: cost and business days on the page and in the calculation dialog, with one tab per warehouse country', async () => {
  const products = await catalogue({ warehouses: ['GB'] });
  const product = products.find((p) => p.shipFrom.some((w) => w.warehouseCode.startsWith('CN')))!;
  const { context, page } = await e2e.newPage();
  await page.goto(`${product.seoPath}`);
  await page.getByTestId('shipping-ship-to').getByText('United States').waitFor();
  assert.match(await page.getByTestId('shipping-cost').innerText(), /^\$\d+\.\d{2}$/);
  assert.match(await page.getByTestId('shipping-days').innerText(), /^\d+–\d+ business days$/);

  await page.getByTestId('open-shipping-dialog').click();
  const dialog = page.getByTestId('shipping-dialog');
  await dialog.getByTestId('dialog-cost').waitFor();
  assert.match(await dialog.getByTestId('dialog-cost').innerText(), /^\$\d+\.\d{2}$/);
  assert.match(await dialog.getByTestId('dialog-days').innerText(), /^\d+–\d+ business days$/);
  assert.match(await dialog.getByTestId('dialog-items').innerText(), new RegExp(product.name));
  await dialog.getByTestId('dialog-tab-CN').waitFor();

  // The UK warehouse ships only inside the UK.
  await dialog.getByTestId('dialog-tab-GB').click();
  const uk = dialog.getByTestId('dialog-quote-GB');
  await uk.getByTestId('dialog-ship-to').getByText('United Kingdom').waitFor();
  assert.deepEqual(await selectOptions(page, 'dialog-quote-GB', 'dialog-ship-to'), ['United Kingdom']);
  assert.match(await uk.getByTestId('dialog-days').innerText(), /^\d+–\d+ business days$/);
  assert.match(await uk.getByTestId('dialog-cost').innerText(), /^\$\d+\.\d{2}$/);
  await context.close();
});

test("an order above 30 kg gets the server's refusal instead of a cost", async () => {
  const products = await catalogue();
  let target: { product: ProductDetail; colour: string; size: string; warehouse: string; pieces: number } | undefined;
  for (const product of products) {
    for (const sku of product.skus.filter((s) => s.status === 1)) {
      const warehouse = product.shipFrom[0]?.warehouseCode;
      const pieces = Math.floor(30_000 / sku.weightGrams) + 1;
      if (!product.minOrderQuantity && warehouse && (sku.stock[warehouse] ?? 0) >= pieces) target ??= { product, colour: sku.colour, size: sku.size, warehouse, pieces };
    }
  }
  assert.ok(target, 'some SKU has enough stock to weigh over 30 kg');

  const { context, page } = await e2e.newPage();
  await page.goto(`${target.product.seoPath}?color=${encodeURIComponent(target.colour)}&warehouse=${target.warehouse}&noChangeWarehouse=1`);
  await page.locator(`[data-testid=size-option][data-size="${target.size}"]`).click();
  await page.getByTestId('shipping-cost').waitFor();
  await page.getByTestId('quantity').fill(String(target.pieces));
  await page.getByTestId('shipping-refusal').getByText('Sorry, order weight cannot exceed 30kg').waitFor();
  await context.close();
});

test('a seller adds the product to the wish list', async () => {
  const [, product] = await catalogue();
  const { context, page } = await signedIn();
  await page.goto(product!.seoPath);
  const wishlist = page.getByTestId('wishlist');
  assert.equal(await wishlist.getAttribute('data-saved'), 'false');
  await wishlist.click();
  await page.getByText('Added To Favorite Item Successfully').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=wishlist]')?.getAttribute('data-saved') === 'true');
  await context.close();
});

test('a guest who adds to the wish list signs in and comes back to the product', async () => {
  const [product] = await catalogue();
  const { context, page } = await e2e.newPage();
  await page.goto(product!.seoPath);
  await page.getByTestId('guest-banners').getByText('Sign in to unlock full content').waitFor();
  await page.getByTestId('price-locked').getByText('Register to unlock wholesale price').waitFor();
  await page.getByTestId('wishlist').click();
  await page.waitForURL('**/login');
  await page.getByTestId('signin-account').fill(DEMO.email);
  await page.getByTestId('signin-password').fill(DEMO.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL((url) => url.pathname === product!.seoPath);
  await page.getByTestId('detail-price').waitFor();
  await context.close();
});

test('/product-detail?id= moves to the SEO path; an unknown id is not available', async () => {
  const [product] = await catalogue();
  const { context, page } = await e2e.newPage();
  await page.goto(`/product-detail?id=${product!.kkProductId}&color=${encodeURIComponent(product!.colours[0]!.name)}`);
  await page.waitForURL((url) => url.pathname === product!.seoPath && url.searchParams.get('color') === product!.colours[0]!.name);
  await page.getByTestId('product-name').waitFor();

  await page.goto('/product-detail?id=000000404');
  await page.getByTestId('product-not-available').getByText('This product is not available.').waitFor();
  await page.getByTestId('back-to-products').click();
  await page.waitForURL('**/product-list');
  await context.close();
});

test("reached from another page, the product page asks for its product while the page's code is still arriving, and only once", async () => {
  const [product] = await catalogue();
  const { context, page } = await e2e.newPage(MOBILE);
  const watched = await callBeforePageCode(page, 'ProductDetailPage', '/api/product/open/details');
  await openInApp(page, product!.seoPath);
  await page.getByTestId('add-to-cart').waitFor();
  const { codeArrived, asked, calls } = await watched.measure();
  assert.ok(codeArrived !== undefined && asked !== undefined, JSON.stringify({ codeArrived, asked }));
  // Before, the product was asked for only once the page's code had arrived and drawn.
  assert.ok(asked < codeArrived, `product asked for at ${asked} ms, the code arrived at ${codeArrived} ms`);
  assert.equal(calls.length, 1, calls.join(', '));
  await context.close();
});
