import assert from 'node:assert/strict';
import { test } from 'node:test';
import { planShipment, remainingOf } from './shipment-plan.ts';

const lines = [
  { orderItemId: 1, quantity: 5, shipped: 0, refunded: 0 },
  { orderItemId: 2, quantity: 3, shipped: 1, refunded: 0 },
];

test('what remains is ordered less shipped less refunded, never below zero', () => {
  assert.equal(remainingOf({ orderItemId: 1, quantity: 5, shipped: 2, refunded: 1 }), 2);
  assert.equal(remainingOf({ orderItemId: 1, quantity: 5, shipped: 4, refunded: 3 }), 0);
});

test('a partial parcel leaves the order incomplete; the rest completes it', () => {
  assert.deepEqual(planShipment(lines, [{ orderItemId: 1, quantity: 2 }]), { ok: true, picks: [{ orderItemId: 1, quantity: 2 }], completesOrder: false });
  const rest = planShipment(lines, [
    { orderItemId: 1, quantity: 5 },
    { orderItemId: 2, quantity: 2 },
  ]);
  assert.equal(rest.ok && rest.completesOrder, true);
});

test('picks of one line add up and are checked together', () => {
  assert.deepEqual(
    planShipment(lines, [
      { orderItemId: 2, quantity: 1 },
      { orderItemId: 2, quantity: 1 },
    ]),
    { ok: true, picks: [{ orderItemId: 2, quantity: 2 }], completesOrder: false },
  );
  assert.deepEqual(
    planShipment(lines, [
      { orderItemId: 2, quantity: 2 },
      { orderItemId: 2, quantity: 1 },
    ]),
    { ok: false, reason: 'overShip' },
  );
});

test('more than remains, unknown lines and empty parcels are refused', () => {
  assert.deepEqual(planShipment(lines, [{ orderItemId: 1, quantity: 6 }]), { ok: false, reason: 'overShip' });
  assert.deepEqual(planShipment(lines, [{ orderItemId: 9, quantity: 1 }]), { ok: false, reason: 'unknownLine' });
  assert.deepEqual(planShipment(lines, [{ orderItemId: 1, quantity: 0 }]), { ok: false, reason: 'empty' });
  assert.deepEqual(planShipment(lines, []), { ok: false, reason: 'empty' });
});

test('refunded pieces are not shipped', () => {
  const refunded = [{ orderItemId: 1, quantity: 4, shipped: 1, refunded: 2 }];
  assert.deepEqual(planShipment(refunded, [{ orderItemId: 1, quantity: 2 }]), { ok: false, reason: 'overShip' });
  const plan = planShipment(refunded, [{ orderItemId: 1, quantity: 1 }]);
  assert.equal(plan.ok && plan.completesOrder, true);
});
