import assert from 'node:assert/strict';
import { test } from 'node:test';
import { refusesCurrentSession } from './api-events.ts';

test("a 401 signs out only the session it was sent with: a late answer to an ended session leaves a new sign-in alone", () => {
  assert.equal(refusesCurrentSession({ token: 'current' }, 'current'), true);
  assert.equal(refusesCurrentSession({ token: 'ended-by-password-change' }, 'signed-in-again'), false);
  assert.equal(refusesCurrentSession({ token: undefined }, undefined), true, 'a guest asking for something of sellers is sent to sign in');
  assert.equal(refusesCurrentSession({ token: undefined }, 'signed-in-meanwhile'), false);
});
