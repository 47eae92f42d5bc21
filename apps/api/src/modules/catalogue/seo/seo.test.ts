import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { absoluteUrl, jsonForScript, summary } from './page-head.ts';
import { matchPage } from './pages.ts';
import { sitemapIndex, sitemapPlan, urlset } from './sitemap.ts';

describe('which pages get a server-made head', () => {
  test('product and category paths of spec 2.1', () => {
    assert.deepEqual(matchPage('/product-detail/dresses/floral-maxi?color=Red'), { kind: 'product', where: { seoSlug: 'floral-maxi' } });
    assert.deepEqual(matchPage('/product-detail/?id=KK1'), { kind: 'product', where: { kkProductId: 'KK1' } });
    assert.deepEqual(matchPage('/product-list/maxi%20dresses/'), { kind: 'category', where: { categoryUrl: 'maxi dresses' }, canonicalPath: null });
    assert.deepEqual(matchPage('/mall/category-detail?secondCategoryId=12'), { kind: 'category', where: { id: 12 }, canonicalPath: '/mall/category-detail?secondCategoryId=12' });
  });
  test('the bag: its products from kkProductId, each once, none when the query has none', () => {
    assert.deepEqual(matchPage('/confirm-order?kkProductId=KK1&skuCode=S1'), { kind: 'bag', kkProductIds: ['KK1'] });
    assert.deepEqual(matchPage('/confirm-order/?kkProductId=KK1%2CKK2%2CKK1&skuCode=S1%2CS2'), { kind: 'bag', kkProductIds: ['KK1', 'KK2'] });
    assert.deepEqual(matchPage('/confirm-order?kkProductId=%2C%20'), { kind: 'bag', kkProductIds: [] });
    assert.deepEqual(matchPage('/confirm-order'), { kind: 'bag', kkProductIds: [] });
  });
  test('broken ids and encodings are unknown pages; other paths are not ours', () => {
    assert.deepEqual(matchPage('/product-detail/x/%E0%A4%A'), { kind: 'unknownProduct' });
    assert.deepEqual(matchPage('/product-detail?id=%20'), { kind: 'unknownProduct' });
    assert.deepEqual(matchPage('/mall/category-detail?secondCategoryId=1.5'), { kind: 'unknownCategory' });
    assert.deepEqual(matchPage('/mall/category-detail?secondCategoryId=99999999999'), { kind: 'unknownCategory' });
    for (const url of ['/', '/mall', '/product-list', '/product-list/a/b', '/product-detail/a']) assert.equal(matchPage(url), null, url);
  });
});

describe('head values', () => {
  test('JSON-LD cannot close its script element', () => {
    const json = jsonForScript({ name: '</script><!-- & \u2028' });
    assert.ok(!/[<>&\u2028]/.test(json));
    assert.deepEqual(JSON.parse(json), { name: '</script><!-- & \u2028' });
  });
  test('descriptions are one line, cut at a word near 160 characters', () => {
    assert.equal(summary('  two\n lines  '), 'two lines');
    const long = summary('word '.repeat(60));
    assert.ok(long.length <= 160 && long.endsWith('word…'), long);
  });
  test('image URLs become absolute on the public site', () => {
    assert.equal(absoluteUrl('https://shop.example.com/', '/media/a.webp'), 'https://shop.example.com/media/a.webp');
    assert.equal(absoluteUrl('https://shop.example.com', 'https://cdn.example.net/a.webp'), 'https://cdn.example.net/a.webp');
  });
});

describe('sitemap', () => {
  test('one file up to 50,000 URLs, else an index of product pages of 50,000', () => {
    assert.deepEqual(sitemapPlan({ general: 100, products: 49_900 }), { single: true });
    assert.deepEqual(sitemapPlan({ general: 100, products: 49_901 }), { single: false, productPages: 1 });
    assert.deepEqual(sitemapPlan({ general: 100, products: 120_000 }), { single: false, productPages: 3 });
    assert.deepEqual(sitemapPlan({ general: 2, products: 5 }, 3), { single: false, productPages: 2 });
  });
  test('locations are XML-escaped', () => {
    assert.match(urlset([{ loc: 'https://x.com/?a=1&b=<2>' }]), /<loc>https:\/\/x\.com\/\?a=1&amp;b=&lt;2&gt;<\/loc>/);
    assert.match(sitemapIndex(['https://x.com/sitemaps/products-1.xml']), /^<\?xml[^>]*>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n<sitemap><loc>https:\/\/x\.com\/sitemaps\/products-1\.xml<\/loc><\/sitemap>\n<\/sitemapindex>\n$/);
  });
});
