import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { API_AUTHORITY, DESKTOP_MIN_WIDTH, VERIFIED_APPROVAL_STATUS, avatarLetter, cartBadge, isDesktopWidth, layoutVisibility, normalizePath } from './layout-visibility.ts';

type Flag = keyof ReturnType<typeof layoutVisibility>;

/** Asserts that a flag is false on exactly these paths among all the paths the spec names. */
function hiddenExactlyOn(flag: Flag, hidden: string[]) {
  const named = [...new Set([...ALL_PATHS, ...hidden])];
  for (const path of named) {
    assert.equal(layoutVisibility(path)[flag], !hidden.includes(path), `${flag} on ${path}`);
    // A trailing slash is stripped before matching (spec 2.1).
    if (path !== '/') assert.equal(layoutVisibility(`${path}/`)[flag], !hidden.includes(path), `${flag} on ${path}/`);
  }
}

/** Every route of spec 2.1 (marketing, mall, account layouts) plus a few more. */
const ALL_PATHS = [
  '/', '/home', '/ai', '/ai-designer', '/dropshipping', '/service', '/about-us', '/aboutus', '/login', '/register', '/return-refund',
  '/privacy-policy', '/terms-conditions', '/shipping', '/payment-method', '/customizedAdd', '/customizedSuccess', '/contact-us',
  '/certificate', '/certificate-submiited', '/pod', '/pod-designer', '/attr', '/help-center', '/blog', '/mall', '/mall/new-in',
  '/mall/sale', '/product-list', '/confirm-order', '/payment-status', '/mall/similar', '/mall/discount', '/mall/flash-sale',
  '/mall/shipping-cost', '/mall/explore', '/mall/explore/detail', '/mall/search', '/mall/festival-collection', '/mall/shoppingCar',
  '/mall/mobileCart', '/mall/paymentPage', '/mall/album', '/mall/category-detail', '/commodity/category-detail', '/404',
  '/product-detail', '/order/list', '/personal-center/account-setting', '/publish/listings',
];

describe('layout visibility (spec 2.1)', () => {
  test('marketing header hidden on /login, /register, /ai-designer, /pod-designer', () => {
    hiddenExactlyOn('marketingHeader', ['/login', '/register', '/ai-designer', '/pod-designer']);
  });
  test('marketing footer hidden on the nine named paths', () => {
    hiddenExactlyOn('marketingFooter', [
      '/customizedAdd', '/customizedSuccess', '/certificate', '/certificate-submiited', '/blog', '/login', '/register', '/ai-designer', '/pod-designer',
    ]);
  });
  test('copyright strip hidden on /login and /register', () => {
    hiddenExactlyOn('copyright', ['/login', '/register']);
  });
  test('simple mobile layout everywhere except /pod-designer, /ai-designer, /login, /register', () => {
    hiddenExactlyOn('simpleMobileLayout', ['/pod-designer', '/ai-designer', '/login', '/register']);
  });
  test('mall footer hidden on the named paths', () => {
    hiddenExactlyOn('mallFooter', [
      '/product-list', '/mall/new-in', '/mall/sale', '/mall/discount', '/mall/explore', '/product-detail', '/mall/similar', '/confirm-order',
      '/payment-status', '/customizedAdd', '/customizedSuccess', '/mall/category-detail', '/mall/explore/detail', '/mall/album',
      '/mall/flash-sale', '/mall/festival-collection', '/404', '/mall/mobileCart',
    ]);
  });
  test('mall footer also hidden on any path containing /product-detail or /product-list', () => {
    for (const path of ['/product-detail/women/123', '/product-list/dresses', '/product-list/dresses/red', '/x/product-detail', '/product-list/']) {
      assert.equal(layoutVisibility(path).mallFooter, false, path);
    }
    for (const path of ['/product', '/mall/products', '/productlist']) assert.equal(layoutVisibility(path).mallFooter, true, path);
  });
  test('matching is exact apart from the trailing slash', () => {
    assert.equal(layoutVisibility('/login/extra').marketingHeader, true);
    assert.equal(layoutVisibility('/Login').marketingHeader, true);
    assert.equal(layoutVisibility('/login//').marketingHeader, false);
  });
  test('mobile search icon hidden on /mall, / and /mall/search', () => {
    hiddenExactlyOn('mobileSearchIcon', ['/mall', '/', '/mall/search']);
  });
  test('normalizePath strips trailing slashes but keeps the root', () => {
    assert.equal(normalizePath('/'), '/');
    assert.equal(normalizePath('//'), '/');
    assert.equal(normalizePath('/mall/'), '/mall');
    assert.equal(normalizePath('/mall'), '/mall');
    assert.equal(normalizePath(''), '/');
  });
  test('desktop layout when the window is wider than 1000', () => {
    assert.equal(DESKTOP_MIN_WIDTH, 1000);
    assert.equal(isDesktopWidth(1000), false);
    assert.equal(isDesktopWidth(1001), true);
    assert.equal(isDesktopWidth(375), false);
  });
});

describe('shell helpers', () => {
  test("cart badge caps at '99+' (spec 9)", () => {
    assert.equal(cartBadge(0), '0');
    assert.equal(cartBadge(7), '7');
    assert.equal(cartBadge(99), '99');
    assert.equal(cartBadge(100), '99+');
    assert.equal(cartBadge(12_345), '99+');
    assert.equal(cartBadge(-3), '0');
  });
  test('avatar shows the upper-cased first letter of the user name', () => {
    assert.equal(avatarLetter('jane doe'), 'J');
    assert.equal(avatarLetter('  bob'), 'B');
    assert.equal(avatarLetter('Éloise'), 'É');
    assert.equal(avatarLetter(''), '?');
    assert.equal(avatarLetter('   '), '?');
    assert.equal(avatarLetter(null), '?');
    assert.equal(avatarLetter(undefined), '?');
  });
  test('verified buyer and API menu constants (spec 6)', () => {
    assert.equal(VERIFIED_APPROVAL_STATUS, 3);
    assert.equal(API_AUTHORITY, '2');
  });
});
