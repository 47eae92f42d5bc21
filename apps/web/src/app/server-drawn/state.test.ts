import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preferencesOfRequest } from '../../lib/preferences';
import { QueryClient } from '@tanstack/react-query';
import { drawnAnswers, isServerDrawn, takeDrawnAnswers } from './state';

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

test('the answers a page was drawn from reach the browser as fresh as the server had them; a failed query is asked again', async () => {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await server.fetchQuery({ queryKey: ['product', 7], queryFn: () => ({ name: 'Dress' }) });
  await server.fetchQuery({ queryKey: ['countries'], queryFn: () => null });
  await server.fetchQuery({ queryKey: ['quote'], queryFn: () => Promise.reject(new Error('carrier down')) }).catch(() => undefined);
  const answers = JSON.parse(JSON.stringify(drawnAnswers(server))) as ReturnType<typeof drawnAnswers>;
  assert.deepEqual(answers.map((answer) => answer.queryKey), [['product', 7], ['countries']]);

  const browser = new QueryClient();
  takeDrawnAnswers(browser, answers);
  const product = browser.getQueryState(['product', 7]);
  assert.deepEqual(browser.getQueryData(['product', 7]), { name: 'Dress' });
  assert.equal(product?.status, 'success');
  assert.equal(product?.dataUpdatedAt, server.getQueryState(['product', 7])?.dataUpdatedAt);
  assert.equal(browser.getQueryState(['countries'])?.status, 'success');
  assert.equal(browser.getQueryState(['quote']), undefined);
});
