import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { navItemLink, sameDestination, siteLink } from './site-links.ts';

const OWN = 'https://shop.example.com';

describe('operator links (ad bar, ad popup)', () => {
  test('paths and addresses on our own site open in the app', () => {
    assert.deepEqual(siteLink('/mall/flash-sale', OWN), { kind: 'route', to: '/mall/flash-sale' });
    assert.deepEqual(siteLink('https://shop.example.com/product-list?search=dress#top', OWN), { kind: 'route', to: '/product-list?search=dress#top' });
  });
  test('other websites open in a new tab', () => {
    assert.deepEqual(siteLink('https://blog.example.org/post', OWN), { kind: 'external', href: 'https://blog.example.org/post' });
  });
  test('no link, or a script link, leads nowhere', () => {
    for (const link of [null, undefined, '', '  ', 'javascript:alert(1)']) assert.deepEqual(siteLink(link, OWN), { kind: 'none' }, String(link));
  });
});

describe('custom navigation entries (spec 3)', () => {
  const item = (menuType: number, linkUrl: string | null, status = 1) => ({ menuType, linkUrl, status });
  test('status 0 is not clickable', () => {
    assert.deepEqual(navItemLink(item(3, '/mall/sale', 0), OWN, OWN), { kind: 'none' });
  });
  test('menuType 2 is a path of the main site, opened in this tab', () => {
    assert.deepEqual(navItemLink(item(2, '/about-us'), OWN, OWN), { kind: 'route', to: '/about-us' });
    assert.deepEqual(navItemLink(item(2, '/about-us'), OWN, 'https://www.example.com'), { kind: 'page', href: 'https://www.example.com/about-us' });
  });
  test('menuType 1 and 4 replace the whole page: our pages in the app, other sites in this tab', () => {
    assert.deepEqual(navItemLink(item(1, '/mall/discount'), OWN, OWN), { kind: 'route', to: '/mall/discount' });
    assert.deepEqual(navItemLink(item(4, 'https://other.example.net/x'), OWN, OWN), { kind: 'page', href: 'https://other.example.net/x' });
  });
  test('other entries open our pages in the app and other sites in a new tab', () => {
    assert.deepEqual(navItemLink(item(3, '/mall/album?type=1'), OWN, OWN), { kind: 'route', to: '/mall/album?type=1' });
    assert.deepEqual(navItemLink(item(3, 'https://other.example.net/'), OWN, OWN), { kind: 'external', href: 'https://other.example.net/' });
  });
});

describe('custom entries that repeat the main navigation', () => {
  test('the same page, with extra query values, is the same destination', () => {
    assert.equal(sameDestination('/mall/album?type=1&moduleId=201', '/mall/album?type=1', OWN), true);
    assert.equal(sameDestination('https://shop.example.com/mall/discount', '/mall/discount', OWN), true);
  });
  test('another page, another query value or no link is not', () => {
    assert.equal(sameDestination('/mall/album?type=2&moduleId=202', '/mall/album?type=1', OWN), false);
    assert.equal(sameDestination('/mall/album', '/mall/album?type=1', OWN), false);
    assert.equal(sameDestination('https://other.example.net/mall/discount', '/mall/discount', OWN), false);
    assert.equal(sameDestination(null, '/mall/discount', OWN), false);
  });
});
