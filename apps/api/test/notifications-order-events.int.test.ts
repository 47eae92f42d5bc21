import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { orderEvents, orders, outboxMessages, parcels } from '../src/db/schema/index.ts';
import { noticeOrderStep } from '../src/modules/notifications/order-events/queue.ts';
import { cancelUnpaidOrder } from '../src/modules/orders/auto-cancel.ts';
import { markParcelDelivered } from '../src/modules/orders/fulfilment/delivery.ts';
import { closeShippingWorld, parcelBody, runJobsNow, ship, shippingWorld } from './fulfilment-fixtures.ts';
import { expectOk, type SignedUp, type TestServer } from './harness.ts';
import { insertOrderWithItems, placePaidOrder, type PlacedOrder } from './paid-order-fixture.ts';
import { applyForRefund } from './refunds-fixture.ts';

/**
 * Sellers hear about their orders: each event writes one station letter (Notification tab) and one
 * e-mail, in the seller's language, through the job queue; never twice; e-mails can be switched off.
 */
const world: Awaited<ReturnType<typeof shippingWorld>> = {} as never;
let server: TestServer;
let german: SignedUp;
let other: SignedUp;
let reviewer: string;

before(async () => {
  Object.assign(world, await shippingWorld());
  server = world.server;
  german = world.seller;
  other = await server.signUp();
  reviewer = (await server.adminLogin()).token;
  expectOk(await server.request('PUT', '/api/store/userBehavior', { token: german.token, body: { type: 2, content: JSON.stringify({ currency: 'EUR', language: 'de' }) } }));
});
after(() => closeShippingWorld(world));

const letters = async (seller: SignedUp) =>
  expectOk<{ list: { id: number; title: string; content: string }[] }>(await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageSize: 60 } })).list;
const lettersAbout = async (seller: SignedUp, order: PlacedOrder) => (await letters(seller)).filter((letter) => letter.content.includes(order.kkOrderId));
const mailsAbout = async (seller: SignedUp, order: PlacedOrder) => (await server.mailbox(seller.email)).filter((mail) => mail.subject.includes(order.kkOrderId));
const mailRow = async (id: number) => (await server.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0]!;

/** After the jobs ran: exactly the given letter titles (newest first) and as many e-mails about the order. */
async function assertTold(order: PlacedOrder, titles: string[], mails = titles.length) {
  await runJobsNow(server);
  const told = await lettersAbout(german, order);
  assert.deepEqual(
    told.map((letter) => letter.title),
    titles,
  );
  const sent = await mailsAbout(german, order);
  assert.equal(sent.length, mails);
  assert.equal((await lettersAbout(other, order)).length, 0, 'another seller hears nothing');
  return { told, sent };
}

test('paid: one letter and one e-mail in German, with the order ID, a plain-text and an HTML part and a link', async () => {
  const order = await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 1 }]);
  assert.equal((await lettersAbout(german, order)).length, 0, 'nothing is written on the request path');
  const { told, sent } = await assertTold(order, ['Bestellung bezahlt']);
  assert.match(told[0]!.content, new RegExp(`Bestellung ${order.kkOrderId} wurde bezahlt`));
  const mail = await mailRow(sent[0]!.id);
  assert.equal(mail.subject, `Bestellung bezahlt – ${order.kkOrderId}`);
  assert.match(mail.text, new RegExp(`Bestellnummer: ${order.kkOrderId}`));
  assert.match(mail.text, new RegExp(`/order/details\\?kkOrderId=${order.kkOrderId}`));
  assert.match(mail.html ?? '', /<html lang="de"/);
  assert.match(mail.html ?? '', new RegExp(`href="[^"]*/order/details\\?kkOrderId=${order.kkOrderId}"`));

  // The jobs again: nothing more.
  await assertTold(order, ['Bestellung bezahlt']);
});

test('shipped partly, then fully, then delivered: a letter and an e-mail each', async () => {
  const order = await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 2 }]);
  expectOk(await ship(server, world.shipper.token, parcelBody(order, [1])));
  expectOk(await ship(server, world.shipper.token, parcelBody(order, [1])));
  await assertTold(order, ['Bestellung versandt', 'Bestellung teilweise versandt', 'Bestellung bezahlt']);
  const shipped = await server.db.select({ id: parcels.id }).from(parcels).where(eq(parcels.orderId, order.id));
  for (const parcel of shipped) await server.db.transaction((tx) => markParcelDelivered(tx, parcel.id, new Date(), 'system'));
  await assertTold(order, ['Bestellung zugestellt', 'Bestellung versandt', 'Bestellung teilweise versandt', 'Bestellung bezahlt']);
});

test('cancelled by the seller, and by the 120-hour auto-cancel', async () => {
  const mine = await insertOrderWithItems(server, german.userId, [{ priceCents: 1_000, quantity: 1 }]);
  expectOk(await server.request('PUT', '/api/orders/orders', { token: german.token, body: { kkOrderId: mine.kkOrderId, cancelReason: 'noLongerNeeded' } }));
  await assertTold(mine, ['Bestellung storniert']);

  const late = await insertOrderWithItems(server, german.userId, [{ priceCents: 1_000, quantity: 1 }]);
  await server.db.update(orders).set({ payBy: new Date(Date.now() - 1000) }).where(eq(orders.id, late.id));
  assert.equal(await cancelUnpaidOrder(server.db, server.app.jobs, late.id), true);
  const { told } = await assertTold(late, ['Bestellung storniert: nicht rechtzeitig bezahlt']);
  assert.match(told[0]!.content, /120 Stunden/);
});

test('refunded and refund refused', async () => {
  const order = await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 2 }]);
  const apply = async () => expectOk<{ id: number }>(await applyForRefund(server, german.token, order.kkOrderId, { reason: 'noLongerWanted', items: [{ kkItemId: order.items[0]!.id, quantity: 1 }] }));
  const first = await apply();
  expectOk(await server.request('POST', `/api/admin/refunds/${first.id}/reject`, { token: reviewer, body: { reason: 'Not possible.' } }));
  const second = await apply();
  expectOk(await server.request('POST', `/api/admin/refunds/${second.id}/approve`, { token: reviewer, body: { amount: 1_000 } }));
  await assertTold(order, ['Bestellung teilweise erstattet', 'Erstattungsantrag abgelehnt', 'Bestellung bezahlt']);
});

test('one event queued twice is told once', async () => {
  const order = await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 1 }]);
  const [paid] = await server.db.select({ id: orderEvents.id }).from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'paid')));
  await server.db.transaction(async (tx) => {
    await noticeOrderStep(tx, { orderId: order.id, type: 'paid', eventId: paid!.id });
    await noticeOrderStep(tx, { orderId: order.id, type: 'paid', eventId: paid!.id });
  });
  await assertTold(order, ['Bestellung bezahlt']);
});

test('an e-mail kind switched off: the letter still comes, the e-mail does not; other kinds still mail', async () => {
  const settings = expectOk(await server.request('GET', '/api/message/orderEmailSettings', { token: other.token }));
  assert.deepEqual(settings, { paid: true, shipped: true, delivered: true, cancelled: true, refunded: true, refused: true });
  const saved = expectOk(await server.request('PUT', '/api/message/orderEmailSettings', { token: german.token, body: { paid: false } }), 'Saved successfully');
  assert.equal(saved.paid, false);
  assert.equal(saved.shipped, true);
  assert.deepEqual(expectOk(await server.request('GET', '/api/message/orderEmailSettings', { token: other.token })).paid, true, "another seller's switches are their own");

  const order = await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 1 }]);
  expectOk(await ship(server, world.shipper.token, parcelBody(order)));
  await assertTold(order, ['Bestellung versandt', 'Bestellung bezahlt'], 1);
  assert.match((await mailsAbout(german, order))[0]!.subject, /versandt/);
  expectOk(await server.request('PUT', '/api/message/orderEmailSettings', { token: german.token, body: { paid: true } }));

  const bad = await server.request('PUT', '/api/message/orderEmailSettings', { token: german.token, body: { paid: 'no' } });
  assert.equal(bad.status, 400);
});

test('English for a seller who chose no language', async () => {
  const order = await placePaidOrder(server, other, [{ priceCents: 1_000, quantity: 1 }]);
  await runJobsNow(server);
  assert.deepEqual(
    (await lettersAbout(other, order)).map((letter) => letter.title),
    ['Order paid'],
  );
  assert.equal((await lettersAbout(german, order)).length, 0);
});

test('steps of several sellers told together (one batch): each gets their own letter in their own language, and an e-mail only where switched on', async () => {
  expectOk(await server.request('PUT', '/api/message/orderEmailSettings', { token: other.token, body: { paid: false } }));
  try {
    const germanOrders = [await placePaidOrder(server, german, [{ priceCents: 1_000, quantity: 1 }]), await placePaidOrder(server, german, [{ priceCents: 2_000, quantity: 1 }])];
    const otherOrder = await placePaidOrder(server, other, [{ priceCents: 1_500, quantity: 1 }]);
    // Every step waits before the jobs run, so the worker finds them together.
    assert.equal((await lettersAbout(german, germanOrders[0]!)).length + (await lettersAbout(other, otherOrder)).length, 0);
    await runJobsNow(server);
    for (const order of germanOrders) {
      assert.deepEqual((await lettersAbout(german, order)).map((letter) => letter.title), ['Bestellung bezahlt']);
      assert.equal((await mailsAbout(german, order)).length, 1);
      assert.equal((await lettersAbout(other, order)).length, 0);
    }
    assert.deepEqual((await lettersAbout(other, otherOrder)).map((letter) => letter.title), ['Order paid']);
    assert.equal((await mailsAbout(other, otherOrder)).length, 0, 'this seller switched paid e-mails off');
    assert.equal((await lettersAbout(german, otherOrder)).length, 0);
  } finally {
    expectOk(await server.request('PUT', '/api/message/orderEmailSettings', { token: other.token, body: { paid: true } }));
  }
});

test("mark all read: every letter of the tab for the caller only", async () => {
  await placePaidOrder(server, other, [{ priceCents: 1_000, quantity: 1 }]);
  await runJobsNow(server);
  const unread = async (seller: SignedUp) =>
    expectOk<{ list: { receiveState: number }[] }>(await server.request('GET', '/api/message/stationLetterSendsList', { token: seller.token, query: { type: 1, pageSize: 60 } })).list.filter((letter) => letter.receiveState === 0).length;
  assert.ok((await unread(german)) > 1);
  const otherUnread = await unread(other);
  assert.ok(otherUnread > 0);
  const answer = expectOk<{ marked: number }>(await server.request('PUT', '/api/message/stationLetterSends/readAll', { token: german.token, body: { type: 1 } }));
  assert.ok(answer.marked > 1);
  assert.equal(await unread(german), 0);
  assert.equal(await unread(other), otherUnread, "another seller's letters stay unread");
  assert.equal(expectOk<{ marked: number }>(await server.request('PUT', '/api/message/stationLetterSends/readAll', { token: german.token, body: { type: 1 } })).marked, 0);
  assert.equal((await server.request('PUT', '/api/message/stationLetterSends/readAll', { token: german.token, body: { type: 7 } })).status, 400);
});
