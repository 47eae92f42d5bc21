import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preferencesOfRequest } from '../../lib/preferences';
import { isServerDrawn } from './state';

test('the server draws the shopping pages and leaves the rest to the browser', () => {
  for (const path of ['/', '/mall', '/product-list', '/product-list/women', '/product-list/women/dresses', '/product-detail/women-dresses/a-dress-1099468641', '/confirm-order']) {
    assert.equal(isServerDrawn(path), true, path);
  }
  for (const path of ['/login', '/account/orders', '/admin', '/mall/explore', '/product-detail/a/b/c']) assert.equal(isServerDrawn(path), false, path);
});

test("a page is drawn in the visitor's saved language and currency, else the language the browser asks for", () => {
  const saved = `tw_session=x; tw_preferences=${encodeURIComponent(JSON.stringify({ locale: 'de', currency: 'EUR', currencyRate: '0.92' }))}`;
  assert.deepEqual(preferencesOfRequest(saved, 'fr-FR,fr;q=0.9'), { locale: 'de', currency: 'EUR', currencyRate: '0.92', currencySymbol: '€' });
  assert.deepEqual(preferencesOfRequest('tw_preferences=%7Bbroken', 'fr-FR,fr;q=0.9'), { locale: 'fr', currency: 'USD', currencyRate: '1', currencySymbol: '$' });
  assert.deepEqual(preferencesOfRequest('', undefined), { locale: 'en', currency: 'USD', currencyRate: '1', currencySymbol: '$' });
});
