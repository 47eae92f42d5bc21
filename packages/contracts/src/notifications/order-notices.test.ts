import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { emailKindOf, noticeOfStep, parseOrderEmailSettings, serializeOrderEmailSettings } from './order-notices.ts';

const UNPAID = 'orders.unpaidCancelled';

describe('order notices', () => {
  test('timeline steps a seller hears about, and those they do not', () => {
    assert.equal(noticeOfStep({ type: 'paid', actor: 'seller', note: null }, UNPAID), 'paid');
    assert.equal(noticeOfStep({ type: 'partialShipped', actor: 'operator', note: 'P1' }, UNPAID), 'partlyShipped');
    assert.equal(noticeOfStep({ type: 'refundRejected', actor: 'operator', note: 'no' }, UNPAID), 'refundRefused');
    assert.equal(noticeOfStep({ type: 'submitted', actor: 'seller', note: null }, UNPAID), null);
    assert.equal(noticeOfStep({ type: 'refundRequested', actor: 'seller', note: null }, UNPAID), null);
  });
  test('the 120-hour auto-cancel is told apart from a cancel by the seller', () => {
    assert.equal(noticeOfStep({ type: 'cancelled', actor: 'system', note: UNPAID }, UNPAID), 'autoCancelled');
    assert.equal(noticeOfStep({ type: 'cancelled', actor: 'seller', note: 'changed my mind' }, UNPAID), 'cancelled');
    assert.equal(emailKindOf('autoCancelled'), 'cancelled');
    assert.equal(emailKindOf('partlyShipped'), 'shipped');
  });
  test('e-mail switches: all on by default, round trip, unreadable content leaves all on', () => {
    const all = parseOrderEmailSettings(null);
    assert.ok(Object.values(all).every(Boolean));
    const some = { ...all, shipped: false, refused: false };
    assert.deepEqual(parseOrderEmailSettings(serializeOrderEmailSettings(some)), some);
    assert.deepEqual(parseOrderEmailSettings('not json'), all);
    assert.deepEqual(parseOrderEmailSettings('{"off":"paid"}'), all);
  });
});
