import assert from 'node:assert/strict';
import { test } from 'node:test';
import { providerNamed } from './carriers.ts';

test("our carrier among a platform's: the same name, else the only one beginning alike", () => {
  const providers = [{ id: '1', name: 'USPS' }, { id: '2', name: 'DHL eCommerce' }, { id: '3', name: 'UPS' }, { id: '4', name: 'Royal Mail' }];
  assert.equal(providerNamed(providers, 'usps')?.id, '1');
  assert.equal(providerNamed(providers, 'DHL')?.id, '2');
  assert.equal(providerNamed(providers, 'royal-mail')?.id, '4');
  assert.equal(providerNamed(providers, 'YunExpress'), null);
  assert.equal(providerNamed([...providers, { id: '5', name: 'DHL Express' }], 'DHL'), null, 'two could be meant');
});
