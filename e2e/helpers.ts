import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/**
 * Picks an option of an Ant Design Select whose trigger carries the test id. Long lists render
 * only the options in view, so a searchable select is given `search` text to type first. On a
 * loaded machine a click can be taken by the previous select's closing dropdown: the select is
 * then closed (by a click on it) and opened again.
 */
export async function chooseOption(page: Page, testId: string, optionText: string | RegExp, search?: string): Promise<void> {
  // Not a dropdown still playing its closing animation (the previous select's), which may list the same text.
  const openDropdown = page.locator('.ant-select-dropdown:visible:not([class*="-leave"])');
  const option = openDropdown.locator('.ant-select-item-option').filter({ hasText: optionText }).first();
  for (let tries = 0; tries < 4; tries++) {
    await page.getByTestId(testId).click();
    if (search) await page.keyboard.type(search);
    if (await option.waitFor({ timeout: 10_000 }).then(() => true, () => false)) return option.click();
    // Closed before the next try, so that its click opens the list instead of closing it. By a click on the select,
    // not Escape: with no list open, Escape reaches the dialog around the select and closes it.
    if (await openDropdown.count()) await page.getByTestId(testId).click();
  }
  throw new Error(`${testId}: no option ${String(optionText)}`);
}

/** How long no request may be in flight before the page counts as still. */
const QUIET_MS = 500;

/**
 * Scrolls down the page a screen at a time, then back to the top, so the parts drawn only once the visitor
 * scrolls near them (WhenVisible) are on it, and waits until what they load has arrived: no request in flight
 * for half a second (Playwright's 'networkidle' is reached once per page load, so it cannot wait for these).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  let inFlight = 0;
  let changedAt = Date.now();
  const started = () => ((inFlight += 1), (changedAt = Date.now()));
  const ended = () => ((inFlight -= 1), (changedAt = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.evaluate(async () => {
      for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight) {
        window.scrollTo(0, top);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    const deadline = Date.now() + 15_000;
    while ((inFlight > 0 || Date.now() - changedAt < QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Signs in through the real sign-in page. */
export async function signIn(page: Page, account: string, password: string): Promise<void> {
  // Typed only once the page has settled: on a loaded machine the account typed during the page's first
  // second was sometimes empty again at submit (the form said 'Please enter your e-mail or phone number').
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByTestId('signin-account').fill(account);
  await page.getByTestId('signin-password').fill(password);
  await page.getByTestId('signin-submit').click();
}

/** The seller session the web app keeps in its cookie. */
export async function sessionToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const raw = cookies.find((c) => c.name === 'tw_session')?.value;
  if (!raw) throw new Error('not signed in');
  return (JSON.parse(decodeURIComponent(raw)) as { token: string }).token;
}

let counter = 0;
/** A fresh e-mail address per call, valid for the spec's e-mail rule. */
export const uniqueEmail = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const DEMO = { email: 'demo@threadway.shop', password: 'Demo1234', phone: '2025550123' };
export const ADMIN = { email: 'admin@threadway.shop', password: 'Admin1234' };

/**
 * Marks the demo ad popup as already shown this session, so that it does not open over a page
 * whose test is about something else (it opens by itself a few seconds after the mall home loads).
 */
export const skipAdPopup = (page: Page) => page.addInitScript(() => sessionStorage.setItem('tw_ad_popup_shown_1', '1'));

/** Signs in to the back office as the seeded administrator and waits for its dashboard. */
export async function signInOperator(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByTestId('admin-email').fill(ADMIN.email);
  await page.getByTestId('admin-password').fill(ADMIN.password);
  await page.getByTestId('admin-submit').click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/**
 * Keeps a screenshot of a page (whole, unless `clip` names a part) or an element in the folder E2E_SHOTS names, after
 * animations settle, for a person to look at. Nothing when it is unset, as in CI: a screenshot checks nothing and
 * costs the browser a full paint and a PNG (decision 0052).
 */
export async function shoot(target: Page | Locator, name: string, { clip }: { clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const page = 'page' in target ? target.page() : target;
  await page.waitForTimeout(500);
  const path = `${dir}/${name}.png`;
  await ('page' in target ? target.screenshot({ path }) : target.screenshot({ path, fullPage: !clip, clip }));
}

/**
 * Opens `path` with the app's own navigation, from a page the browser draws (sign-in), not as a page load: a shopping
 * page loaded by address comes drawn by the server with its data (decision 0056), so what the app asks for by itself
 * shows on the way there from another page.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Watches a page's first call to `call` (a URL part) against the arrival of the page's code (`code`, its chunk's
 * file name prefix): the code is held back until the call was made (5 s at most), so the order does not hang on how
 * busy the machine is (a call that waited for the code comes 5 s after it, not before). Set up before `goto`;
 * `measure` after the page shows what it asked for answers when each happened and the calls' request bodies or URLs.
 */
export async function callBeforePageCode(page: Page, code: string, call: string): Promise<{ measure: () => Promise<{ codeArrived?: number; asked?: number; calls: string[] }> }> {
  const calls: string[] = [];
  let called = () => {};
  const asked = new Promise<void>((resolve) => (called = resolve));
  page.on('request', (request) => {
    if (!request.url().includes(call)) return;
    calls.push(request.postData() ?? request.url());
    called();
  });
  const chunk = new RegExp(`/assets/${code}-[^/]*\\.js$`);
  await page.route(chunk, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await route.continue();
  });
  return {
    measure: async () => ({
      ...(await page.evaluate(
        ({ source, call }) => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          return { codeArrived: entries.find((e) => new RegExp(source).test(e.name))?.responseEnd, asked: entries.find((e) => e.name.includes(call))?.startTime };
        },
        { source: chunk.source, call },
      )),
      calls,
    }),
  };
}
