import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { piecesCents, quoteRefund, refundApplicationFields, refundableCents, type RefundLineFacts, type RefundOrderFacts } from './refunds.ts';

const line = (id: number, quantity: number, unitCents: number, promotionCents = 0, refundedQuantity = 0): RefundLineFacts => ({ id, quantity, unitCents, promotionCents, refundedQuantity });

/** Two lines (3 x $10 and 1 x $25) and $5 shipping, paid by balance, nothing shipped or refunded. */
const order = (changes: Partial<RefundOrderFacts> = {}): RefundOrderFacts => ({
  totalCents: 6_000,
  paid: true,
  paymentMethod: 0,
  anyShipped: false,
  refundedCents: 0,
  openRequestedCents: 0,
  lines: [line(1, 3, 1_000), line(2, 1, 2_500)],
  ...changes,
});

describe('refundable amount', () => {
  test('before shipment everything paid is refundable, shipping included', () => {
    assert.equal(refundableCents(order()), 6_000);
  });

  test('after shipment only the goods are, shipping is spent', () => {
    assert.equal(refundableCents(order({ anyShipped: true })), 5_500);
  });

  test('completed refunds and open applications are taken off', () => {
    assert.equal(refundableCents(order({ refundedCents: 1_000, openRequestedCents: 500 })), 4_500);
    const shipped = order({ anyShipped: true, refundedCents: 1_000, lines: [line(1, 3, 1_000, 0, 1), line(2, 1, 2_500)] });
    assert.equal(refundableCents(shipped), 4_500);
  });

  test('never negative, and nothing for an unpaid order', () => {
    assert.equal(refundableCents(order({ refundedCents: 6_000, openRequestedCents: 100 })), 0);
    assert.equal(refundableCents(order({ paid: false })), 0);
  });

  test('shipped pieces already refunded no longer count, whatever money is left', () => {
    const allPieces = order({ anyShipped: true, refundedCents: 3_000, lines: [line(1, 3, 1_000, 0, 3), line(2, 1, 2_500, 0, 1)] });
    assert.equal(refundableCents(allPieces), 0);
  });

  test('pay-later orders: everything before shipment, nothing after', () => {
    assert.equal(refundableCents(order({ paymentMethod: 8 })), 6_000);
    assert.equal(refundableCents(order({ paymentMethod: 8, anyShipped: true })), 0);
  });
});

describe('pieces after deductions', () => {
  test('a line with a coupon share: pieces add up to exactly its net value', () => {
    // 3 x $10 with $1 of coupon allotted: $29 for the line, $9.66 / $9.67 / $9.67 per piece.
    const couponed = line(1, 3, 1_000, 100);
    const pieces = [piecesCents(couponed, 1), piecesCents({ ...couponed, refundedQuantity: 1 }, 1), piecesCents({ ...couponed, refundedQuantity: 2 }, 1)];
    assert.deepEqual(pieces, [966, 967, 967]);
    assert.equal(pieces.reduce((a, b) => a + b, 0), 2_900);
    assert.equal(piecesCents(couponed, 3), 2_900);
  });

  test('never more pieces than remain, never negative', () => {
    assert.equal(piecesCents(line(1, 2, 1_000, 0, 1), 5), 1_000);
    assert.equal(piecesCents(line(1, 2, 1_000, 0, 2), 1), 0);
    assert.equal(piecesCents(line(1, 2, 1_000, 5_000), 2), 0, 'a deduction above the line value leaves it at 0');
  });
});

describe('quoteRefund', () => {
  test('no selection asks for everything refundable', () => {
    assert.deepEqual(quoteRefund(order()), { ok: true, amountCents: 6_000, maxCents: 6_000, refundableCents: 6_000, includesShipping: true });
  });

  test('some pieces: their value, without shipping', () => {
    const quote = quoteRefund(order(), { items: [{ id: 1, quantity: 2 }] });
    assert.deepEqual(quote, { ok: true, amountCents: 2_000, maxCents: 2_000, refundableCents: 6_000, includesShipping: false });
  });

  test('every remaining piece before shipment brings the shipping back', () => {
    const quote = quoteRefund(order(), { items: [{ id: 1, quantity: 3 }, { id: 2, quantity: 1 }] });
    assert.equal(quote.ok && quote.amountCents, 6_000);
    assert.equal(quote.ok && quote.includesShipping, true);
    const shipped = quoteRefund(order({ anyShipped: true }), { items: [{ id: 1, quantity: 3 }, { id: 2, quantity: 1 }] });
    assert.equal(shipped.ok && shipped.amountCents, 5_500);
    assert.equal(shipped.ok && shipped.includesShipping, false);
  });

  test('the seller may ask for less, never for more', () => {
    const less = quoteRefund(order(), { items: [{ id: 2, quantity: 1 }], amountCents: 2_000 });
    assert.equal(less.ok && less.amountCents, 2_000);
    assert.deepEqual(quoteRefund(order(), { items: [{ id: 2, quantity: 1 }], amountCents: 2_501 }), { ok: false, reason: 'aboveRefundable', refundableCents: 6_000 });
    assert.deepEqual(quoteRefund(order(), { amountCents: 6_001 }), { ok: false, reason: 'aboveRefundable', refundableCents: 6_000 });
    assert.equal(quoteRefund(order(), { amountCents: 0 }).ok, false);
  });

  test('unknown lines, repeated lines and too many pieces are refused', () => {
    const unknown = quoteRefund(order(), { items: [{ id: 9, quantity: 1 }] });
    assert.equal(!unknown.ok && unknown.reason, 'unknownLine');
    const repeated = quoteRefund(order(), { items: [{ id: 1, quantity: 1 }, { id: 1, quantity: 1 }] });
    assert.equal(!repeated.ok && repeated.reason, 'unknownLine');
    const tooMany = quoteRefund(order({ lines: [line(1, 3, 1_000, 0, 2), line(2, 1, 2_500)] }), { items: [{ id: 1, quantity: 2 }] });
    assert.equal(!tooMany.ok && tooMany.reason, 'quantityTooHigh');
  });

  test('a fully refunded order says it was refunded before', () => {
    const quote = quoteRefund(order({ refundedCents: 6_000 }));
    assert.equal(!quote.ok && quote.reason, 'refundedBefore');
    const unpaid = quoteRefund(order({ paid: false }));
    assert.equal(!unpaid.ok && unpaid.reason, 'notPaid');
  });

  test('pay-later: only the whole amount, only before shipment', () => {
    const payLater = order({ paymentMethod: 8 });
    assert.equal(quoteRefund(payLater).ok, true);
    const part = quoteRefund(payLater, { items: [{ id: 1, quantity: 1 }] });
    assert.equal(!part.ok && part.reason, 'payLaterWholeOnly');
    const less = quoteRefund(payLater, { amountCents: 5_999 });
    assert.equal(!less.ok && less.reason, 'payLaterWholeOnly');
    const shipped = quoteRefund({ ...payLater, anyShipped: true });
    assert.equal(!shipped.ok && shipped.reason, 'payLaterShipped');
  });
});

describe('refund application form fields', () => {
  test('reads numbers and the items list from multipart text', () => {
    const parsed = refundApplicationFields.parse({ kkOrderId: 'KK26010150001', reason: 'other', remarks: ' late ', amount: '1500', items: '[{"kkItemId":7,"quantity":2}]' });
    assert.deepEqual(parsed, { kkOrderId: 'KK26010150001', reason: 'other', remarks: 'late', amount: 1500, items: [{ kkItemId: 7, quantity: 2 }] });
  });

  test('a missing reason is the spec message key; junk numbers are refused', () => {
    const missing = refundApplicationFields.safeParse({ kkOrderId: 'KK26010150001', reason: '' });
    assert.equal(missing.success, false);
    assert.equal(missing.error?.issues[0]?.message, 'refunds.reasonRequired');
    assert.equal(refundApplicationFields.safeParse({ kkOrderId: 'KK26010150001', reason: 'other', amount: 'ten' }).success, false);
    assert.equal(refundApplicationFields.safeParse({ kkOrderId: 'KK26010150001', reason: 'other', items: '{oops' }).success, false);
  });
});
