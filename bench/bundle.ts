import type { Browser } from 'playwright-core';
import { label, startShop, type Shop, type ShopPage } from './shop-pages.ts';

/**
 * `npm run bench bundle`: the JavaScript a browser downloads on a first visit (empty cache) to each
 * shopping page, as the bytes the real server sent (brotli or gzip, whichever Chromium asked for),
 * against a budget of 200 KB per page at phone and desktop width. Exits non-zero when a page is over.
 *
 * Headless Chromium opens the page in a fresh context and every JavaScript response until the page
 * shows its content and the network is idle is counted: index.html's scripts and modulepreloads,
 * the lazy route with everything it imports, and whatever the page fetches on its own on first paint,
 * and nothing the visitor has not asked for yet (dialogs, menus, other pages).
 * `--files` lists each page's scripts; `--only NAME` measures the pages whose name starts so (e.g. `--only product`).
 */

const BUDGET_KB = 200;
const WIDTHS = [390, 1440] as const;

interface Script {
  file: string;
  sent: number;
  encoding: string;
}

async function scriptsOf(browser: Browser, shop: Shop, shopPage: ShopPage, width: number): Promise<Script[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL: shop.baseUrl, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await shop.prepare(page, shopPage);
    const scripts: Promise<Script>[] = [];
    // Set once the page is idle: a script answered later (a timer's) is not part of the first load, and reading it after the context closes would throw.
    let measured = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (measured || !url.pathname.endsWith('.js') || response.status() !== 200) return;
      scripts.push(
        (async () => {
          const sizes = await response.request().sizes();
          return { file: url.pathname.replace(/^\/assets\//, ''), sent: sizes.responseBodySize, encoding: (await response.headerValue('content-encoding')) ?? 'identity' };
        })(),
      );
    });
    await page.goto(shopPage.path, { waitUntil: 'networkidle', timeout: 180_000 });
    // A busy machine may take long; this is a measurement, not a test of speed.
    await page.locator(shopPage.ready).first().waitFor({ timeout: 180_000 });
    await page.waitForLoadState('networkidle');
    measured = true;
    return (await Promise.all(scripts)).sort((a, b) => b.sent - a.sent);
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const total = (scripts: Script[]) => scripts.reduce((sum, s) => sum + s.sent, 0);

export async function bundleBench(): Promise<void> {
  const listFiles = process.argv.includes('--files');
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const shop = await startShop();
  const over: string[] = [];
  const rows: string[] = [];
  const details: string[] = [];
  try {
    for (const shopPage of shop.pages.filter((p) => !only || p.name.startsWith(only))) {
      const cells: string[] = [];
      for (const width of WIDTHS) {
        const scripts = await scriptsOf(shop.browser, shop, shopPage, width);
        const sent = total(scripts);
        const encodings = [...new Set(scripts.map((s) => s.encoding))].join('+');
        cells.push(`${scripts.length}`, `${kb(sent)} (${encodings})`);
        if (sent > BUDGET_KB * 1024) over.push(`${label(shopPage)} at ${width} px`);
        if (listFiles) details.push(`\n${label(shopPage)} at ${width} px\n${scripts.map((s) => `  ${kb(s.sent).padStart(6)} KB  ${s.file}`).join('\n')}`);
      }
      rows.push(`| ${label(shopPage)} | ${shopPage.path.length > 48 ? `${shopPage.path.slice(0, 45)}...` : shopPage.path} | ${cells.join(' | ')} |`);
    }
  } finally {
    await shop.close();
  }
  console.log(`\nJavaScript sent on a first visit (empty cache) until the page shows and the network is idle; budget ${BUDGET_KB} KB per page`);
  console.log(`\n| page | path | ${WIDTHS.map((w) => `scripts ${w} px | KB sent ${w} px`).join(' | ')} |\n|---|---|${WIDTHS.map(() => '---:|---:').join('|')}|`);
  console.log(rows.join('\n'));
  if (details.length > 0) console.log(details.join('\n'));
  if (over.length > 0) {
    console.log(`\nover the ${BUDGET_KB} KB budget: ${over.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`\nevery page within the ${BUDGET_KB} KB budget`);
  }
}
