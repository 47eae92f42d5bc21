import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeChallengeOf, createPkce, randomToken, sameSecret } from './pkce.ts';

test('the S256 challenge is RFC 7636 appendix B for its example verifier', () => {
  assert.equal(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'), 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

test('a new verifier is 43 unreserved characters and comes with its own challenge', () => {
  const one = createPkce();
  const two = createPkce();
  assert.match(one.verifier, /^[A-Za-z0-9\-._~]{43}$/);
  assert.equal(one.challenge, codeChallengeOf(one.verifier));
  assert.notEqual(one.verifier, two.verifier);
});

test('state and nonce checks accept only the exact value kept', () => {
  const state = randomToken();
  assert.equal(sameSecret(state, state), true);
  assert.equal(sameSecret(state, `${state.slice(0, -1)}x`), false);
  assert.equal(sameSecret(state, state.slice(1)), false);
  assert.equal(sameSecret(state, ''), false);
  assert.equal(sameSecret(state, undefined), false);
});
