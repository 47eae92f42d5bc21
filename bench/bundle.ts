import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench bundle`: the JavaScript a guest's browser downloads on a first visit to the
 * mall home (/mall), gzipped, against the 250 KB budget.
 *
 * The web app is built into a temporary folder and served by the real server (as in the browser
 * tests); headless Chromium opens /mall and every JavaScript response until the network is idle
 * is counted. That is the honest figure: it includes index.html's script and modulepreloads, the
 * lazy /mall route with everything it imports, and whatever the page fetches on its own on first
 * paint, and nothing the visitor has not asked for yet (popups, menus, other pages).
 * Sizes are gzip level 9 of each file, as `vite build` reports them.
 */

const BUDGET_KB = 250;
const WEB_DIR = fileURLToPath(new URL('../apps/web/', import.meta.url));

interface Loaded {
  file: string;
  bytes: number;
  gzip: number;
  /** In index.html (script or modulepreload) rather than fetched later by the page. */
  initial: boolean;
}

function build(outDir: string): string[] {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: WEB_DIR, stdio: 'inherit' });
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
}

async function measure(outDir: string, initialFiles: string[]): Promise<Loaded[]> {
  // The browser-test server reads its web folder from this variable.
  process.env.E2E_WEB_DIST = outDir;
  const { startServerAndBrowser } = await import('../e2e/server.ts');
  const { baseUrl, browser, close } = await startServerAndBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const loaded = new Map<string, Loaded>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || response.status() !== 200) return;
      pending.push(
        response.body().then((body) => {
          loaded.set(url.pathname, { file: url.pathname, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length, initial: initialFiles.includes(url.pathname) });
        }),
      );
    });
    await page.goto(`${baseUrl}/mall`, { waitUntil: 'networkidle' });
    await page.getByTestId('mall-home-guest').waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return [...loaded.values()].sort((a, b) => b.gzip - a.gzip);
  } finally {
    await close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function bundleBench(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'tw-bundle-'));
  try {
    const initialFiles = build(outDir);
    const files = await measure(outDir, initialFiles);
    console.log(`\nmall home (/mall), guest, first visit at 1440 px: JavaScript until network idle (${files.length} files)`);
    console.log('\n| file | loaded by | raw KB | gzip KB |\n|---|---|---:|---:|');
    for (const f of files) console.log(`| ${f.file.replace(/^\/assets\//, '')} | ${f.initial ? 'index.html' : 'page'} | ${kb(f.bytes)} | ${kb(f.gzip)} |`);
    const sum = (list: Loaded[]) => list.reduce((total, f) => total + f.gzip, 0);
    const total = sum(files);
    console.log(`\nindex.html: ${kb(sum(files.filter((f) => f.initial)))} KB gzip; loaded by the page: ${kb(sum(files.filter((f) => !f.initial)))} KB gzip`);
    const unused = initialFiles.filter((file) => !files.some((f) => f.file === file));
    if (unused.length > 0) console.log(`preloaded by index.html but not fetched: ${unused.join(', ')}`);
    console.log(`total: ${kb(total)} KB gzip; budget ${BUDGET_KB} KB: ${total < BUDGET_KB * 1024 ? 'PASS' : 'FAIL'}`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
