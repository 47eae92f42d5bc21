import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProductDetail, SessionUser } from '@threadway/contracts';
import type { Page } from 'playwright-core';
import { DEMO } from '../e2e/helpers.ts';
import { callApi } from '../e2e/api-call.ts';

/**
 * The shopping pages that `bench bundle` and `bench lighthouse` measure, on the real server: the web
 * app built for production into a temporary folder and served with the API on the embedded database
 * with the demo data (the browser tests' server, e2e/server.ts).
 */

const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url));

export interface ShopPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** What the page shows once its content is there (a CSS selector). */
  ready: string;
}

export interface Shop {
  baseUrl: string;
  /** The built web app's folder (its `assets/` hold the source maps when they were asked for). */
  webDir: string;
  browser: import('playwright-core').Browser;
  pages: ShopPage[];
  /** The demo seller's session cookie, as the sign-in page writes it. */
  sessionCookie: { name: string; value: string; url: string };
  /** Run in the page before its own scripts: the guest's cart and the ad popup already seen. */
  storage: Record<string, Record<string, string>>;
  /** Prepares a page of a fresh context: storage, and the session cookie for a signed-in page. */
  prepare(page: Page, shopPage: ShopPage): Promise<void>;
  close(): Promise<void>;
}

/**
 * `vite build` into a temporary folder (as `npm run build` does into apps/web/dist), with source maps
 * when asked, and the server's bundle beside it (`<folder>-server`, decision 0056), or the folder
 * BENCH_WEB_DIST names when it is already built (iterating on a busy machine).
 */
function buildWeb(sourcemap: boolean): { dir: string; temporary: boolean } {
  if (process.env.BENCH_WEB_DIST) return { dir: process.env.BENCH_WEB_DIST, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'tw-shop-'));
  const build = (...args: string[]) => execFileSync('npx', ['vite', 'build', '--emptyOutDir', '--logLevel', 'warn', ...args], { cwd: WEB_DIR, stdio: 'inherit' });
  build('--outDir', dir, ...(sourcemap ? ['--sourcemap'] : []));
  build('--ssr', 'src/entry-server.tsx', '--outDir', `${dir}-server`);
  return { dir, temporary: true };
}

/** A product sold singly with stock: its page, and the SKU that goes into the bag. */
async function stockedProduct(baseUrl: string) {
  const list = await callApi<{ list: { kkProductId: string }[] }>(baseUrl, 'POST', '/api/product/open/product/list', { pageSize: 20 });
  for (const { kkProductId } of list.list) {
    const product = await callApi<ProductDetail>(baseUrl, 'GET', `/api/product/open/details?id=${kkProductId}`);
    if (product.minOrderQuantity) continue;
    for (const sku of product.skus) {
      const warehouse = Object.entries(sku.stock).find(([, stock]) => stock >= 5);
      if (sku.status === 1 && warehouse) return { product, skuCode: sku.skuCode, warehouseCode: warehouse[0] };
    }
  }
  throw new Error('the demo catalogue has no product in stock');
}

export async function startShop({ sourcemap = false } = {}): Promise<Shop> {
  const web = buildWeb(sourcemap);
  // The browser-test server reads its web folder from this variable.
  process.env.E2E_WEB_DIST = web.dir;
  const { startServerAndBrowser } = await import('../e2e/server.ts');
  const { baseUrl, browser, close } = await startServerAndBrowser();
  const line = await stockedProduct(baseUrl);
  const user = await callApi<SessionUser>(baseUrl, 'POST', '/api/oauth/login', { account: DEMO.email, password: DEMO.password, rememberMe: false });
  await callApi(baseUrl, 'POST', '/api/product/cart/add', { kkProductId: line.product.kkProductId, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: 2 }, user.token);
  // What apps/web/src/lib/session.ts writes after signing in (a cookie that ends with the browser).
  const session = { ...pick(user, ['token', 'jti', 'userId', 'userName', 'email', 'phone', 'authorities', 'approvalStatus', 'isAuthentication']), cookiesExpireAt: null };
  const sessionCookie = { name: 'tw_session', value: encodeURIComponent(JSON.stringify(session)), url: baseUrl };
  const bag = `/confirm-order?kkProductId=${line.product.kkProductId}&skuCode=${line.skuCode}`;
  const guestCart = { expiresAt: Date.now() + 86_400_000, items: [{ kkProductId: line.product.kkProductId, skuCode: line.skuCode, warehouseCode: line.warehouseCode, num: 2 }] };
  // The guest's cart as Add to Cart keeps it; the demo ad popup marked as seen, as a returning visitor has.
  const storage = { localStorage: { tw_guest_cart: JSON.stringify(guestCart) }, sessionStorage: { tw_ad_popup_shown_1: '1' } };

  const pages: ShopPage[] = [];
  for (const signedIn of [false, true]) {
    pages.push(
      { name: 'home', path: '/', signedIn, ready: 'main h1' },
      { name: 'mall', path: '/mall', signedIn, ready: '[data-testid^=mall-home]' },
      { name: 'product list', path: '/product-list', signedIn, ready: '[data-testid=product-card]' },
      { name: 'product page', path: line.product.seoPath, signedIn, ready: '[data-testid=add-to-cart]' },
      { name: 'bag', path: bag, signedIn, ready: signedIn ? '[data-testid=bag-product]' : '[data-testid=checkout-signup]' },
    );
  }

  return {
    baseUrl,
    webDir: web.dir,
    browser,
    pages,
    sessionCookie,
    storage,
    async prepare(page, shopPage) {
      await page.addInitScript(fillStorage, storage);
      if (shopPage.signedIn) await page.context().addCookies([sessionCookie]);
    },
    async close() {
      await close();
      if (web.temporary) for (const dir of [web.dir, `${web.dir}-server`]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs in the page (serialised): fills localStorage and sessionStorage. */
export function fillStorage(storage: Record<string, Record<string, string>>): void {
  for (const [area, entries] of Object.entries(storage)) for (const [key, value] of Object.entries(entries)) (area === 'localStorage' ? localStorage : sessionStorage).setItem(key, value);
}

const pick = <T extends object, K extends keyof T>(from: T, keys: K[]) => Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

export const label = (page: ShopPage) => `${page.name}${page.signedIn ? ' (signed in)' : ''}`;
