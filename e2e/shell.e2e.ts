import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEMO, shoot, signIn, skipAdPopup } from './helpers.ts';
import { MOBILE, useE2E } from './harness.ts';

const e2e = useE2E();

test('an unknown page goes to /404; Go Back with nothing to go back to leads to the mall', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/no/such/page');
  await page.waitForURL('**/404');
  await page.getByText('Sorry, the page you are looking for cannot be found.').waitFor();
  await page.getByRole('button', { name: /go back/i }).click();
  await page.waitForURL((url) => url.pathname === '/mall');
  await context.close();
});

test('account pages need a session: a guest is sent to sign in and brought back after it', async () => {
  const { context, page } = await e2e.newPage();
  await page.goto('/personal-center/account-setting');
  await page.waitForURL('**/login');
  await page.getByTestId('signin-account').fill(DEMO.email);
  await page.getByTestId('signin-password').fill(DEMO.password);
  await page.getByTestId('signin-submit').click();
  await page.waitForURL('**/personal-center/account-setting');
  await page.getByTestId('account-sider').waitFor();
  await page.getByTestId('verified-badge').first().waitFor();
  await context.close();
});

test('on a phone the account layout has a menu drawer with the name and Log Out', async () => {
  const { context, page } = await e2e.newPage(MOBILE);
  await signIn(page, DEMO.email, DEMO.password);
  await page.waitForURL('**/mall');
  await page.goto('/personal-center/account-setting');
  assert.equal(await page.getByTestId('account-sider').isVisible().catch(() => false), false, 'no side menu on a phone');
  await page.getByTestId('mobile-menu-button').click();
  await page.getByRole('dialog').getByText('Demo Seller').waitFor();
  await page.getByRole('dialog').getByTestId('logout').click();
  await page.waitForURL('**/login');
  await context.close();
});

test("menus and dialogs open with Ant Design's motion, and without it when the visitor's system asks for less motion", async () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await e2e.newPage(MOBILE, { reducedMotion });
    await skipAdPopup(page);
    await page.goto('/mall');
    await page.getByTestId('mobile-menu-button').waitFor();
    // Watches every frame for the classes Ant Design's animations put on what enters, until the menu is open.
    const sawMotion = page.evaluate(async () => {
      let seen = false;
      for (const started = performance.now(); performance.now() - started < 2000; ) {
        seen ||= document.querySelector('[class*="-appear"], [class*="-enter"]') !== null;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    });
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('dialog').waitFor();
    assert.equal(await sawMotion, reducedMotion === 'no-preference', `animated with ${reducedMotion}`);
    await context.close();
  }
});

test('the main navigation row at 1440 px in German and Arabic: what does not fit scrolls, with an arrow at that end that brings the last entry into view', async () => {
  for (const locale of ['de', 'ar']) {
    const { context, page } = await e2e.newPage();
    await skipAdPopup(page);
    await page.addInitScript((l) => localStorage.setItem('tw_preferences', JSON.stringify({ locale: l, currency: 'USD', currencyRate: '1', currencySymbol: '$' })), locale);
    await signIn(page, DEMO.email, DEMO.password);
    await page.waitForURL('**/mall');
    const row = page.getByTestId('nav-links');
    // The operators' entries arrive after the built-in ones; the row is complete with them.
    await page.waitForFunction(() => (document.querySelector('[data-testid=nav-links]')?.children.length ?? 0) > 8);
    const inside = (which: 'first' | 'last') =>
      row.evaluate((element, end) => {
        const box = element.getBoundingClientRect();
        const link = (end === 'first' ? element.firstElementChild : element.lastElementChild)!.getBoundingClientRect();
        return link.left >= box.left - 1 && link.right <= box.right + 1;
      }, which);
    assert.equal(await inside('first'), true, `${locale}: the first entry is whole`);
    if (!(await row.evaluate((element) => element.scrollWidth > element.clientWidth))) {
      // The row fits in this language (Arabic's translated entries are short): nothing scrolls, no arrow.
      assert.equal(await inside('last'), true, `${locale}: the last entry is whole`);
      assert.equal(await page.getByTestId('nav-scroll-forward').isVisible(), false, `${locale}: no arrow when nothing follows`);
      assert.ok(locale !== 'de', 'German entries are long enough to overflow at 1440 px');
      await context.close();
      continue;
    }
    assert.equal(await inside('last'), false, `${locale}: the last entry is out of view at first`);
    await shoot(page, `nav-${locale}-start-1440`, { clip: { x: 0, y: 0, width: 1440, height: 170 } });
    const forward = page.getByTestId('nav-scroll-forward');
    assert.equal(await forward.isVisible(), true, `${locale}: an arrow shows that more entries follow`);
    for (let clicks = 0; await forward.isVisible(); clicks++) {
      assert.ok(clicks < 6, `${locale}: the arrow reaches the end`);
      await forward.click();
      await page.waitForTimeout(500);
    }
    assert.equal(await inside('last'), true, `${locale}: the last entry is in view`);
    await page.getByTestId('nav-scroll-back').waitFor();
    await shoot(page, `nav-${locale}-end-1440`, { clip: { x: 0, y: 0, width: 1440, height: 170 } });
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(400);
    await shoot(page, `nav-${locale}-390`);
    await context.close();
  }
});

test("Ant Design's buttons take their styles from the first load's stylesheet, in the theme, with and without reduced motion: the page generates none of its own", async () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await e2e.newPage(undefined, { reducedMotion });
    await skipAdPopup(page);
    await page.goto('/mall');
    const register = page.getByRole('banner').getByRole('button', { name: 'Register', exact: true });
    await register.waitFor();
    const look = await register.evaluate((button) => {
      const { backgroundColor, borderTopLeftRadius } = getComputedStyle(button);
      return { backgroundColor, borderTopLeftRadius };
    });
    // The theme's ink and radius (app/theme.ts), not Ant Design's blue and 6 px.
    assert.deepEqual(look, { backgroundColor: 'rgb(17, 24, 39)', borderTopLeftRadius: '8px' }, `a themed primary button with ${reducedMotion}`);
    // Styles Ant Design generates in the page are <style> elements; the first load's stylesheet is a <link>.
    const generated = await page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.ant-btn-variant-solid')).length);
    assert.equal(generated, 0, `button styles generated in the page with ${reducedMotion}`);
    await context.close();
  }
});
