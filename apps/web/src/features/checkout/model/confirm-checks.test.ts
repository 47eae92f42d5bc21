import assert from 'node:assert/strict';
import { test } from 'node:test';
import { confirmProblem } from './confirm-checks.ts';

const ready = { emailBound: true, hasAddress: true, hasChannel: true, productCount: 2 };

test('nothing missing: the order can be placed', () => {
  assert.equal(confirmProblem(ready), null);
});

test('checks run in the spec order: e-mail, address, channel, product', () => {
  assert.equal(confirmProblem({ emailBound: false, hasAddress: false, hasChannel: false, productCount: 0 }), 'bindEmail');
  assert.equal(confirmProblem({ ...ready, hasAddress: false, hasChannel: false, productCount: 0 }), 'address');
  assert.equal(confirmProblem({ ...ready, hasChannel: false, productCount: 0 }), 'channel');
  assert.equal(confirmProblem({ ...ready, productCount: 0 }), 'product');
});
