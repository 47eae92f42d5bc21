import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { CartItem, ProductDetail } from '@threadway/contracts';
import { sessionToken, signIn, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();
const SHOTS = process.env.CART_SHOTS_DIR;

interface ListPage {
  list: { kkProductId: string }[];
}

/** A SKU sold singly with stock in a warehouse: what a test puts into a cart. */
interface StockedSku {
  product: ProductDetail;
  skuCode: string;
  warehouseCode: string;
  stock: number;
}

async function stockedSkus(): Promise<StockedSku[]> {
  const page = await e2e.api<ListPage>('POST', '/api/product/open/product/list', { pageSize: 40 });
  const products = await Promise.all(page.list.map((p) => e2e.api<ProductDetail>('GET', `/api/product/open/details?id=${p.kkProductId}`)));
  return products
    .filter((p) => !p.minOrderQuantity)
    .flatMap((product) =>
      product.skus.flatMap((sku) =>
        sku.status === 1 ? Object.entries(sku.stock).flatMap(([warehouseCode, stock]) => (stock > 1 ? [{ product, skuCode: sku.skuCode, warehouseCode, stock }] : [])) : [],
      ),
    );
}

const serverCart = (token: string) => e2e.api<CartItem[]>('POST', '/api/product/cart/list', undefined, token);

/** A new seller signed in through the page, with `lines` already in the server cart. */
async function sellerWithCart(lines: StockedSku[], viewport?: { width: number; height: number }) {
  const seller = await e2e.newSeller('Cart Buyer');
  const opened = await e2e.newPage(viewport);
  await skipAdPopup(opened.page);
  await signIn(opened.page, seller.email, seller.password);
  await opened.page.waitForURL('**/mall');
  const token = await sessionToken(opened.page);
  for (const line of lines) {
    await e2e.api('POST', '/api/product/cart/add', { kkProductId: line.product.kkProductId, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: 1 }, token);
  }
  return { ...opened, token };
}

async function openDrawer(page: Page) {
  await page.getByTestId('cart-button').click();
  await page.getByTestId('cart-item').first().waitFor();
}

const item = (page: Page, line: Pick<StockedSku, 'skuCode' | 'warehouseCode'>) => page.locator(`[data-testid=cart-item][data-sku="${line.skuCode}"][data-warehouse="${line.warehouseCode}"]`);
const checkbox = (page: Page, line: StockedSku) => item(page, line).locator('input[type=checkbox]');

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a guest adds to the cart, sees it in the drawer, and signs in: the cart moves to the server', async () => {
  const seller = await e2e.newSeller('Guest Cart');
  const [line] = await stockedSkus();
  assert.ok(line);
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await page.goto(line.product.seoPath);
  await page.getByTestId('add-to-cart').click();
  await page.getByText('Shopping Bag added successfully').waitFor();
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('tw_guest_cart') ?? 'null') as { items: { skuCode: string; warehouseCode: string; num: number }[] });
  assert.equal(saved.items.length, 1);
  const added = saved.items[0]!;
  assert.equal(await page.getByTestId('cart-badge').innerText(), '1');

  await openDrawer(page);
  await item(page, added).waitFor();
  assert.equal(await item(page, added).getByTestId('cart-quantity').inputValue(), String(added.num));
  // Guests see no wholesale price.
  await item(page, added).getByText('Register to unlock wholesale price').waitFor();
  // The line's thumbnail is the picture's 300 px rendition, not the 600 px original.
  assert.match((await item(page, added).locator('img').first().getAttribute('src')) ?? '', /\/media\/garments\/w300\//);
  await shoot(page, 'guest-drawer-desktop');

  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  const token = await sessionToken(page);
  await page.waitForFunction(() => localStorage.getItem('tw_guest_cart') === null);
  const merged = await serverCart(token);
  assert.deepEqual(
    merged.map((i) => [i.skuCode, i.warehouseCode, i.num]),
    [[added.skuCode, added.warehouseCode, added.num]],
  );
  await page.waitForFunction(() => document.querySelector('[data-testid=cart-badge]')?.textContent === '1');
  await context.close();
});

test("the guest cart moves once even when the page closed before the server's answer arrived (the next page sends the same key)", async () => {
  const seller = await e2e.newSeller('Closed Merge');
  const [line] = await stockedSkus();
  assert.ok(line);
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await page.goto('/mall');
  // Setup: the guest cart as the product page leaves it.
  await page.evaluate((entry) => localStorage.setItem('tw_guest_cart', JSON.stringify({ expiresAt: Date.now() + 86_400_000, items: [entry] })), { kkProductId: line.product.kkProductId, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: 1 });
  // The first merge reaches the server, which adds the line; its answer never reaches the page.
  const keys: string[] = [];
  let firstDone = () => {};
  const firstSent = new Promise<void>((resolve) => (firstDone = resolve));
  await context.route('**/api/product/cart/addBatch', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    await route.fetch();
    await route.abort();
    firstDone();
  });
  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  const token = await sessionToken(page);
  await firstSent;
  assert.deepEqual((await serverCart(token)).map((i) => i.num), [1], 'the server added the line');
  await page.close();

  const next = await context.newPage();
  await next.goto('/mall');
  await next.waitForFunction(() => localStorage.getItem('tw_guest_cart') === null);
  assert.ok(keys.length >= 2 && keys[0] && keys.every((key) => key === keys[0]), `the same Idempotency-Key every time (${keys.join(', ')})`);
  assert.deepEqual((await serverCart(token)).map((i) => [i.skuCode, i.warehouseCode, i.num]), [[line.skuCode, line.warehouseCode, 1]], 'added once, not twice');
  assert.equal(await next.evaluate(() => localStorage.getItem('tw_guest_cart_merge')), null, 'the key leaves with the batch');
  await context.close();
});

test("the quantity stops at the stock with 'max stock' and reaches the server", async () => {
  const [line] = await stockedSkus();
  const { context, page, token } = await sellerWithCart([line!]);
  await page.reload();
  await openDrawer(page);
  const quantity = item(page, line!).getByTestId('cart-quantity');
  await quantity.fill(String(line!.stock + 5));
  await page.getByText(`max stock ${line!.stock}`).waitFor();
  assert.equal(await quantity.inputValue(), String(line!.stock));
  // Sent debounced, about a second later.
  for (let tries = 0; (await serverCart(token))[0]?.num !== line!.stock; tries++) {
    assert.ok(tries < 30, 'the quantity reached the server');
    await page.waitForTimeout(200);
  }
  await item(page, line!).getByTestId('cart-minus').click();
  for (let tries = 0; (await quantity.inputValue()) !== String(line!.stock - 1); tries++) {
    assert.ok(tries < 25, 'minus lowers the quantity by one');
    await page.waitForTimeout(100);
  }
  await context.close();
});

/** Two lines of different warehouse countries. */
async function twoWarehouses(): Promise<[StockedSku, StockedSku]> {
  const skus = await stockedSkus();
  const china = skus.find((s) => s.warehouseCode.startsWith('CN'));
  const other = skus.find((s) => !s.warehouseCode.startsWith('CN'));
  assert.ok(china && other, 'the demo catalogue has stock in China and in another warehouse');
  return [china, other];
}

test('ticking an item of one warehouse disables the other warehouse until unticked; closing the drawer unticks all', async () => {
  const [china, other] = await twoWarehouses();
  const { context, page } = await sellerWithCart([china, other]);
  await page.reload();
  await openDrawer(page);
  await item(page, other).waitFor();
  assert.equal(await page.getByTestId('cart-group').count(), 2);
  assert.equal(await page.getByTestId('cart-confirm').isDisabled(), true);

  await checkbox(page, china).check();
  assert.equal(await checkbox(page, other).isDisabled(), true);
  assert.equal(await page.getByTestId('cart-confirm').isDisabled(), false);
  await shoot(page, 'drawer-desktop');
  await checkbox(page, china).uncheck();
  assert.equal(await checkbox(page, other).isDisabled(), false);

  await checkbox(page, other).check();
  assert.equal(await checkbox(page, china).isDisabled(), true);
  await page.keyboard.press('Escape');
  await page.getByTestId('cart-button').click();
  assert.equal(await checkbox(page, other).isChecked(), false);
  assert.equal(await checkbox(page, china).isDisabled(), false);

  // Confirm order carries the ticked product and SKU.
  await checkbox(page, china).check();
  await page.getByTestId('cart-confirm').click();
  await page.waitForURL('**/confirm-order?**');
  const query = new URL(page.url()).searchParams;
  assert.equal(query.get('kkProductId'), china.product.kkProductId);
  assert.equal(query.get('skuCode'), china.skuCode);
  await context.close();
});

test('batch delete in a warehouse group asks first, then deletes the ticked items', async () => {
  const [china, other] = await twoWarehouses();
  const { context, page, token } = await sellerWithCart([china, other]);
  await page.reload();
  await openDrawer(page);
  const group = page.locator(`[data-testid=cart-group]`).filter({ has: item(page, other) });
  await group.getByTestId('cart-group-check').click();
  assert.equal(await checkbox(page, other).isChecked(), true);
  await group.getByTestId('cart-group-delete').click();
  const confirm = page.locator('.ant-popconfirm:visible');
  await confirm.getByText('Delete the 1 selected items from the cart?').waitFor();
  // Cancelling keeps everything.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  assert.equal((await serverCart(token)).length, 2);
  await group.getByTestId('cart-group-delete').click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Delete' }).click();
  await item(page, other).waitFor({ state: 'detached' });
  assert.deepEqual(
    (await serverCart(token)).map((i) => i.skuCode),
    [china.skuCode],
  );
  assert.equal(await page.getByTestId('cart-group').count(), 1);
  await context.close();
});

test('phones: the drawer is full screen, and the cart page shows the total of the ticked items', async () => {
  const [china, other] = await twoWarehouses();
  const { context, page } = await sellerWithCart([china, other], MOBILE);
  await page.reload();
  await openDrawer(page);
  const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
  assert.equal(Math.round(box!.width), MOBILE.width);
  await checkbox(page, china).check();
  await page.getByTestId('cart-total').waitFor();
  await shoot(page, 'drawer-mobile');
  await page.keyboard.press('Escape');

  await page.goto('/mall/mobileCart');
  await page.getByTestId('cart-page').getByTestId('cart-item').first().waitFor();
  await checkbox(page, china).check();
  assert.match(await page.getByTestId('cart-total').innerText(), /^\$\d/);
  await shoot(page, 'cart-page-mobile');
  await context.close();
});

test('the desktop cart page uses the width, and what a guest ticked stays ticked after signing in (no $0.00)', async () => {
  const seller = await e2e.newSeller('Ticked Guest');
  const lines = await stockedSkus();
  const first = lines[0]!;
  const second = lines.find((l) => l.warehouseCode === first.warehouseCode && l.product.kkProductId !== first.product.kkProductId)!;
  const { context, page } = await e2e.newPage();
  await skipAdPopup(page);
  await page.goto('/mall');
  // Setup: the guest cart as the product page leaves it.
  await page.evaluate((items) => localStorage.setItem('tw_guest_cart', JSON.stringify({ expiresAt: Date.now() + 86_400_000, items })), [first, second].map((l) => ({ kkProductId: l.product.kkProductId, skuCode: l.skuCode, warehouseCode: l.warehouseCode, num: 1 })));
  await page.goto('/mall/shoppingCar');
  await item(page, first).waitFor();
  await checkbox(page, first).check();
  assert.equal(await checkbox(page, second).isChecked(), false);
  const width = (await page.getByTestId('cart-page').boundingBox())!.width;
  assert.ok(width > 1000, `the cart page uses the desktop's width (${width} px)`);
  await shoot(page, 'cart-guest-1440');

  await signIn(page, seller.email, seller.password);
  await page.waitForURL('**/mall');
  // The mall's header moves the guest cart into the server cart; the cart page is opened once it has.
  await page.waitForFunction(() => localStorage.getItem('tw_guest_cart') === null);
  await page.goto('/mall/shoppingCar');
  await item(page, second)
    .waitFor()
    .catch(async (error: Error) => {
      // What the page and the server held when the merged line did not show (a CI-only failure, 2026-11-29).
      const local = await page.evaluate(() => localStorage.getItem('tw_guest_cart'));
      const held = await serverCart(await sessionToken(page))
        .then((items) => items.map((i) => `${i.skuCode}@${i.warehouseCode} x${i.num}`))
        .catch((e: Error) => e.message);
      const shown = await page.getByTestId('cart-page').innerText().catch(() => '(no cart page)');
      throw new Error(`${error.message}\nurl ${page.url()}\nguest cart ${local}\nserver cart ${JSON.stringify(held)}\npage ${shown.slice(0, 400)}`);
    });
  await page.waitForTimeout(500);
  assert.equal(await checkbox(page, first).isChecked(), true, 'the line the guest ticked is still ticked');
  assert.equal(await checkbox(page, second).isChecked(), false);
  assert.notEqual(await page.getByTestId('cart-total').innerText(), '$0.00');
  await shoot(page, 'cart-merged-1440');
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(400);
  await shoot(page, 'cart-merged-390');
  await context.close();
});
