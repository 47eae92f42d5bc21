import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isValidDefaultDomain, normalizeStoreUrl, shopifyShopDomain } from './domain.ts';

test('default domain (spec 5.4): letters, digits, - and _, starting and ending with a letter or digit', () => {
  for (const ok of ['shop', 'my-shop', 'my_shop', 'a', 'A1', 'x-1_y']) assert.equal(isValidDefaultDomain(ok), true, ok);
  for (const bad of ['', '-shop', 'shop-', '_shop', 'shop_', 'my shop', 'shop.com', 'shöp', 'x'.repeat(64)]) assert.equal(isValidDefaultDomain(bad), false, bad);
});

test('a Shopify store from its default domain, host or URL', () => {
  assert.equal(shopifyShopDomain('my-shop'), 'my-shop.myshopify.com');
  assert.equal(shopifyShopDomain(' My-Shop.myshopify.com '), 'my-shop.myshopify.com');
  assert.equal(shopifyShopDomain('https://my-shop.myshopify.com/admin/products'), 'my-shop.myshopify.com');
  assert.equal(shopifyShopDomain('my_shop'), null, "Shopify's host names have no '_'");
  assert.equal(shopifyShopDomain('-shop'), null);
  assert.equal(shopifyShopDomain('shop.example.com'), null);
  assert.equal(shopifyShopDomain('evil.com/x.myshopify.com'), null);
  assert.equal(shopifyShopDomain('my-shop.myshopify.com.evil.com'), null);
  assert.equal(shopifyShopDomain(''), null);
});

test('a self-hosted store URL', () => {
  assert.equal(normalizeStoreUrl('shop.example.com/'), 'https://shop.example.com');
  assert.equal(normalizeStoreUrl('http://127.0.0.1:8080/wp/'), 'http://127.0.0.1:8080/wp');
  assert.equal(normalizeStoreUrl('ftp://shop.example.com'), null);
  assert.equal(normalizeStoreUrl('https://user:pw@shop.example.com'), null);
  assert.equal(normalizeStoreUrl('not a url'), null);
});
