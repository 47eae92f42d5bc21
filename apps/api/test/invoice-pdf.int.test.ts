import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { orderItems, orders, users } from '../src/db/schema/index.ts';
import { expectFailure, useTestServer, type SignedUp } from './harness.ts';
import { usAddress } from './orders-fixture.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';

const server = useTestServer({ rateLimitPerMinute: 100_000 });

const download = (token: string, kkOrderId: string) => fetch(`${server.baseUrl}/api/orders/orders/${kkOrderId}/downloadInvoice`, { headers: { authorization: `Bearer ${token}` } });

/** The PDF's text as a reader would copy it (pdf.js), one string for all pages. */
async function textOf(response: Response): Promise<string> {
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'application/pdf');
  const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: true });
  return text;
}

/** Whitespace differs between extractors (a wrapped cell, a run boundary): compare without it. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('the commercial invoice PDF', () => {
  let seller: SignedUp;
  let other: SignedUp;
  let paid: PlacedOrder;

  test('setup: a seller whose business, customer address and products are typed in Arabic, Hebrew, Chinese, Korean and Thai', async () => {
    seller = await server.signUp();
    other = await server.signUp();
    await server.db.update(users).set({ brandName: 'متجر النور', fullName: '王小明', phone: '+971 50 123 4567' }).where(eq(users.id, seller.userId));
    paid = await placePaidOrder(server, seller, [{ priceCents: 1999, quantity: 3 }, { priceCents: 550, quantity: 1 }], { shippingCents: 725 });
    const address = { ...usAddress, recipient: 'דוד כהן', street1: '서울 강남구 테헤란로 1', street2: 'Apartment 5\nSecond floor', city: 'กรุงเทพ', province: null, zip: '10110', country: 'TH' };
    await server.db.update(orders).set({ address }).where(eq(orders.id, paid.id));
    await server.db.update(orderItems).set({ productName: '纯棉T恤 Cotton tee' }).where(eq(orderItems.id, paid.items[0]!.id));
  });

  test('names the issuer, its own number and date, the buyer, the lines, the money, the payment and the currency', async () => {
    const text = await textOf(await download(seller.token, paid.kkOrderId));
    const [row] = await server.db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, paid.id));
    const paidDay = row!.paidAt!.toISOString().slice(0, 10);
    const flat = squeeze(text);
    for (const expected of [
      'COMMERCIAL INVOICE',
      'Threadway Trading Ltd.', // the issuer (config defaults)
      'Tax number: BR 00000000',
      `Invoice number: INV-${row!.paidAt!.getUTCFullYear()}-${String(paid.id).padStart(8, '0')}`,
      `Invoice date: ${paidDay}`,
      `Order ID: ${paid.kkOrderId}`,
      'Bill to (buyer)',
      'Ship to',
      paid.items[0]!.skuCode,
      paid.items[1]!.skuCode,
      'color: Black, size: M',
      'USD 19.99',
      'USD 59.97', // 3 × 19.99
      'USD 5.50',
      'USD 7.25', // shipping
      `USD ${((1999 * 3 + 550 + 725) / 100).toFixed(2)}`,
      `Paid ${paidDay} by Account balance`,
      'Currency: USD',
    ])
      assert.ok(flat.includes(squeeze(expected)), `the invoice says '${expected}'\n${text}`);
    assert.ok(!text.includes('Seller'), 'the buyer is not labelled Seller');
    assert.ok(!/Invoice number: \S*KK/.test(text), 'the invoice number is not the order id');
  });

  test('every script the buyer typed is drawn by an embedded font, and line breaks stay line breaks', async () => {
    const text = await textOf(await download(seller.token, paid.kkOrderId));
    const flat = squeeze(text);
    // pdf.js reads right-to-left runs back in logical order; each word must come back whole.
    for (const word of ['متجر', 'النور', 'דוד', 'כהן', '王小明', '纯棉T恤', '서울', '강남구', 'กรุงเทพ']) assert.ok(flat.includes(word), `'${word}' is in the invoice\n${text}`);
    assert.ok(!text.includes('?'), 'no character printed as ?');
    assert.match(text, /Apartment 5\s*\n\s*Second floor/, 'a newline in the address is a new line');
  });

  test('an unpaid order gets a pro forma, not an invoice', async () => {
    const unpaid = await insertOrderWithItems(server, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    const flat = squeeze(await textOf(await download(seller.token, unpaid.kkOrderId)));
    assert.ok(flat.includes(squeeze('PRO FORMA INVOICE')));
    assert.ok(flat.includes(squeeze(`Pro forma number: PF-${String(unpaid.id).padStart(8, '0')}`)));
    assert.ok(!flat.includes('COMMERCIALINVOICE'));
  });

  test("another seller's order is not found", async () => {
    expectFailure(await server.request('GET', `/api/orders/orders/${paid.kkOrderId}/downloadInvoice`, { token: other.token }), 404);
  });
});
