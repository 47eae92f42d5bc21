import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { savedCards } from '../src/db/schema/index.ts';
import type { CardGatewaySimulator } from '../../../tools/simulators/card-gateway/server.ts';
import { expectFailure, expectOk, type SignedUp, type TestServer } from './harness.ts';
import { addCard, BILLING, startWithGateway, submitHostedCard } from './wallet-fixtures.ts';

let server: TestServer;
let gateway: CardGatewaySimulator;
let seller: SignedUp;

before(async () => {
  ({ server, gateway } = await startWithGateway());
  seller = await server.signUp();
});
after(async () => {
  await server?.close();
  await gateway?.close();
});

const cards = async (token: string) => expectOk<{ id: number; brand: string; last4: string; isDefault: boolean; expMonth: number; expYear: number; billingAddress: Record<string, string | null> }[]>(await server.request('GET', '/api/payment/creditCards', { token }));
const consents = async (token: string) => expectOk<{ id: number; paymentMethod: number; cardId: number | null; last4: string | null; disabled: boolean; sortOrder: number }[]>(await server.request('GET', '/api/payment/paymentConsents', { token }));
const setAutomatic = (token: string, flag: string) => server.request('PUT', `/api/store/user/automaticPayment/${flag}`, { token });
const gatewayMethod = async (id: string) => (await fetch(`${gateway.url}/v1/payment_methods/${id}`, { headers: { authorization: 'Bearer sk_test_wallet' } })).json() as Promise<{ customer: string | null }>;

test('a card added on the hosted page is kept as token, brand, last4, expiry and billing address; the first is the default and a consent', async () => {
  const card = await addCard(server, seller.token);
  assert.deepEqual([card.brand, card.last4, card.isDefault], ['visa', '4242', true]);
  const [listed] = await cards(seller.token);
  assert.deepEqual([listed!.expMonth, listed!.expYear, listed!.billingAddress.city, listed!.billingAddress.countryCode], [12, 2034, 'Austin', 'US']);
  assert.equal(JSON.stringify(listed).includes('4242424242424242'), false, 'the card number is not kept');
  const [consent] = await consents(seller.token);
  assert.deepEqual([consent!.paymentMethod, consent!.cardId, consent!.last4, consent!.disabled], [4, card.id, '4242', false]);
});

test('saving the same session again answers the same card; an open or unknown session is not a card', async () => {
  const setup = expectOk(await server.request('GET', '/api/payment/cardgateway/customers/clientSecret', { token: seller.token, query: BILLING }));
  expectFailure(await server.request('POST', '/api/payment/creditCards', { token: seller.token, body: { sessionId: setup.sessionId } }), 409, 40900, 'The card was not saved at the card gateway. Please add it again.');
  await submitHostedCard(setup.redirectUrl, '5555 5555 5555 4444');
  const first = expectOk(await server.request('POST', '/api/payment/creditCards', { token: seller.token, body: { sessionId: setup.sessionId } }), 'Card added successfully');
  const again = expectOk(await server.request('POST', '/api/payment/creditCards', { token: seller.token, body: { sessionId: setup.sessionId } }));
  assert.equal(again.id, first.id);
  assert.deepEqual([first.brand, first.last4, first.isDefault], ['mastercard', '4444', false]);
  expectFailure(await server.request('POST', '/api/payment/creditCards', { token: seller.token, body: { sessionId: 'cs_test_unknown' } }), 404);
  expectFailure(await server.request('POST', '/api/payment/creditCards', { token: seller.token, body: { sessionId: 'bad id!' } }), 400);
});

test('a declined card is not saved: the hosted page says so and stays open', async () => {
  const setup = expectOk(await server.request('GET', '/api/payment/cardgateway/customers/clientSecret', { token: seller.token, query: BILLING }));
  const result = await submitHostedCard(setup.redirectUrl, '4000 0000 0000 0002');
  assert.equal(result.status, 400);
  assert.match(result.text, /Your card was declined\./);
});

test('the add-card form needs the billing address and the accepted terms', async () => {
  const ask = (query: Record<string, string>) => server.request('GET', '/api/payment/cardgateway/customers/clientSecret', { token: seller.token, query });
  const { acceptTerms: _terms, ...withoutTerms } = BILLING;
  expectFailure(await ask(withoutTerms), 400, 40000, 'Please check the terms of service at the bottom');
  expectFailure(await ask({ ...BILLING, zipCode: 'ABCDE' }), 400, 40000, 'Please enter a valid postal code');
  expectFailure(await ask({ ...BILLING, streetAddressLine1: ' ' }), 400, 40000, 'Please enter the street address');
});

test('set default moves the flag; delete detaches at the gateway, drops the consent and hands the default on', async () => {
  const buyer = await server.signUp();
  const visa = await addCard(server, buyer.token);
  const master = await addCard(server, buyer.token, '5555555555554444');
  const chosen = expectOk(await server.request('PUT', '/api/payment/creditCards', { token: buyer.token, body: { id: master.id } }), 'Default card updated');
  assert.equal(chosen.isDefault, true);
  assert.deepEqual((await cards(buyer.token)).map((c) => [c.id, c.isDefault]), [[master.id, true], [visa.id, false]]);

  const [row] = await server.db.select({ paymentMethodId: savedCards.providerPaymentMethodId }).from(savedCards).where(eq(savedCards.id, master.id));
  expectOk(await server.request('DELETE', `/api/payment/creditCards/${master.id}`, { token: buyer.token }), 'Card deleted successfully');
  assert.equal((await gatewayMethod(row!.paymentMethodId)).customer, null, 'detached at the gateway');
  assert.deepEqual((await cards(buyer.token)).map((c) => [c.id, c.isDefault]), [[visa.id, true]]);
  assert.deepEqual((await consents(buyer.token)).map((c) => c.cardId), [visa.id]);
  expectFailure(await server.request('DELETE', `/api/payment/creditCards/${master.id}`, { token: buyer.token }), 404);
});

test('consents: disable, grant again, balance consent, and a sort order that persists', async () => {
  const buyer = await server.signUp();
  const visa = await addCard(server, buyer.token);
  const master = await addCard(server, buyer.token, '5555555555554444');
  const balance = expectOk(await server.request('POST', '/api/payment/paymentConsents', { token: buyer.token, body: { paymentMethod: 0 } }), 'Payment method enabled');
  assert.deepEqual((await consents(buyer.token)).map((c) => [c.paymentMethod, c.cardId]), [[4, visa.id], [4, master.id], [0, null]]);

  const moved = expectOk(await server.request('PUT', `/api/payment/paymentConsents/${balance.id}/sort`, { token: buyer.token, body: { sortOrder: 0 } }), 'Order of payment methods saved');
  assert.deepEqual(moved.map((c: { id: number }) => c.id), [balance.id, (await consents(buyer.token))[1]!.id, (await consents(buyer.token))[2]!.id]);
  const visaConsent = (await consents(buyer.token)).find((c) => c.cardId === visa.id)!;
  expectOk(await server.request('PUT', `/api/payment/paymentConsents/${visaConsent.id}/sort`, { token: buyer.token, body: { sortOrder: 99 } }));
  assert.deepEqual((await consents(buyer.token)).map((c) => [c.cardId, c.sortOrder]), [[null, 0], [master.id, 1], [visa.id, 2]]);

  const disabled = expectOk(await server.request('PUT', `/api/payment/paymentConsents/${visaConsent.id}/disable`, { token: buyer.token }), 'Payment method disabled');
  assert.equal(disabled.disabled, true);
  const again = expectOk(await server.request('POST', '/api/payment/paymentConsents', { token: buyer.token, body: { paymentMethod: 4, cardId: visa.id } }));
  assert.deepEqual([again.id, again.disabled, again.sortOrder], [visaConsent.id, false, 2]);
  expectOk(await server.request('POST', '/api/payment/paymentConsents', { token: buyer.token, body: { paymentMethod: 0 } }));
  assert.equal((await consents(buyer.token)).length, 3, 'granting twice keeps one consent');
});

test('automatic payment needs an enabled payment method on file, and goes off when the last one goes', async () => {
  const buyer = await server.signUp();
  const read = async () => expectOk(await server.request('GET', '/api/store/user/automaticPayment', { token: buyer.token })).automaticPayment;
  assert.equal(await read(), false);
  expectFailure(await setAutomatic(buyer.token, '1'), 400, 40000, 'Automatic payment needs a payment method on file. Please add a card or enable a payment method first.');
  const card = await addCard(server, buyer.token);
  assert.deepEqual(expectOk(await setAutomatic(buyer.token, '1'), 'Automatic payment is on'), { automaticPayment: true });
  const [consent] = await consents(buyer.token);
  expectOk(await server.request('PUT', `/api/payment/paymentConsents/${consent!.id}/disable`, { token: buyer.token }));
  assert.equal(await read(), false, 'no enabled method left');
  expectFailure(await setAutomatic(buyer.token, 'true'), 400);
  expectOk(await server.request('POST', '/api/payment/paymentConsents', { token: buyer.token, body: { paymentMethod: 4, cardId: card.id } }));
  expectOk(await setAutomatic(buyer.token, 'true'));
  expectOk(await server.request('DELETE', `/api/payment/creditCards/${card.id}`, { token: buyer.token }));
  assert.equal(await read(), false, 'deleting the only card turns it off');
  expectOk(await setAutomatic(buyer.token, '0'), 'Automatic payment is off');
  expectFailure(await setAutomatic(buyer.token, 'maybe'), 400);
});

test("other sellers' cards and consents answer 404; their setup sessions are not theirs to keep", async () => {
  const owner = await server.signUp();
  const stranger = await server.signUp();
  const card = await addCard(server, owner.token);
  const [consent] = await consents(owner.token);
  const as = (method: string, path: string, body?: unknown) => server.request(method, path, { token: stranger.token, body });
  expectFailure(await as('PUT', '/api/payment/creditCards', { id: card.id }), 404);
  expectFailure(await as('DELETE', `/api/payment/creditCards/${card.id}`), 404);
  expectFailure(await as('PUT', `/api/payment/paymentConsents/${consent!.id}/disable`), 404);
  expectFailure(await as('PUT', `/api/payment/paymentConsents/${consent!.id}/sort`, { sortOrder: 0 }), 404);
  expectFailure(await as('POST', '/api/payment/paymentConsents', { paymentMethod: 4, cardId: card.id }), 404);
  const setup = expectOk(await server.request('GET', '/api/payment/cardgateway/customers/clientSecret', { token: owner.token, query: BILLING }));
  await submitHostedCard(setup.redirectUrl, '4242424242424242');
  expectFailure(await as('POST', '/api/payment/creditCards', { sessionId: setup.sessionId }), 404);
  assert.deepEqual(await cards(stranger.token), []);
  assert.equal((await cards(owner.token)).length, 1, 'the owner’s cards are untouched');
  assert.equal((await consents(owner.token))[0]!.disabled, false);
});

test('guests get 401 and bad input 400', async () => {
  for (const [method, path] of [['GET', '/api/payment/creditCards'], ['GET', '/api/payment/paymentConsents'], ['PUT', '/api/store/user/automaticPayment/1'], ['GET', '/api/payment/cardgateway/customers/clientSecret']] as const) {
    expectFailure(await server.request(method, path), 401);
  }
  expectFailure(await server.request('PUT', '/api/payment/creditCards', { token: seller.token, body: { id: 'x' } }), 400);
  expectFailure(await server.request('DELETE', '/api/payment/creditCards/abc', { token: seller.token }), 400);
  expectFailure(await server.request('POST', '/api/payment/paymentConsents', { token: seller.token, body: { paymentMethod: 4 } }), 400);
  expectFailure(await server.request('POST', '/api/payment/paymentConsents', { token: seller.token, body: { paymentMethod: 1 } }), 400, 40000, 'Please select the payment method');
  expectFailure(await server.request('PUT', '/api/payment/paymentConsents/1/sort', { token: seller.token, body: { sortOrder: -1 } }), 400);
});
