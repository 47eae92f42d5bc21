import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_ADDRESSES, type Address } from '@threadway/contracts';
import { addresses } from '../src/db/schema/index.ts';
import { DEMO, expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';

/** The address book (spec 3 Address, spec 5 postal codes, spec 7 addresses). */

let seller: SignedUp;
let other: SignedUp;
const s = useTestServer({}, async (server) => {
  seller = await server.signUp();
  other = await server.signUp();
});

const CHANGED = 'Change address successfully!';
const us = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Jane Buyer',
  phoneNumber: '+1 4155550100',
  streetAddressLine1: '1 Main Street',
  city: 'Springfield',
  province: 'IL',
  countryCode: 'us',
  zipCode: '62701',
  ...overrides,
});
const save = (token: string, body: unknown) => s.request('POST', '/api/store/address', { token, body });
const listOf = async (token: string, kind?: string) => expectOk<Address[]>(await s.request('GET', '/api/store/addressList', { token, query: { kind } }));

describe('address book', () => {
  test('guests get 401 on every address call', async () => {
    expectFailure(await s.request('GET', '/api/store/addressList'), 401, 40100);
    expectFailure(await s.request('POST', '/api/store/address', { body: us() }), 401, 40100);
    expectFailure(await s.request('DELETE', '/api/store/address/1'), 401, 40100);
    expectFailure(await s.request('PUT', '/api/store/defaultAddress/1'), 401, 40100);
  });

  test('the first address becomes the default; fields come back with the country named in the caller\'s language', async () => {
    const first = expectOk<Address>(await save(seller.token, us({ streetAddressLine2: '  ', vatCode: '', ioss: 'IM1234567890' })), CHANGED);
    assert.deepEqual({ ...first, id: 0 }, {
      id: 0,
      kind: 'shipping',
      fullName: 'Jane Buyer',
      phoneNumber: '+1 4155550100',
      streetAddressLine1: '1 Main Street',
      streetAddressLine2: null,
      city: 'Springfield',
      province: 'IL',
      countryCode: 'US',
      countryName: 'United States',
      zipCode: '62701',
      vatCode: null,
      ioss: 'IM1234567890',
      isDefault: true,
    });
    const second = expectOk<Address>(await save(seller.token, us({ countryCode: 'DE', zipCode: '10115', city: 'Berlin', vatCode: 'DE123456789' })));
    assert.equal(second.isDefault, false);
    const german = expectOk<Address[]>(await s.request('GET', '/api/store/addressList', { token: seller.token, headers: { 'accept-language': 'de' } }));
    assert.deepEqual(german.map((a) => [a.id, a.isDefault, a.countryName]), [
      [first.id, true, 'Vereinigte Staaten'],
      [second.id, false, 'Deutschland'],
    ]);
  });

  test('isDefault or PUT defaultAddress moves the default; an edit keeps the id and the kind', async () => {
    const [current, other1] = await listOf(seller.token);
    const moved = expectOk(await s.request<Address>('PUT', `/api/store/defaultAddress/${other1!.id}`, { token: seller.token }), CHANGED);
    assert.equal(moved.isDefault, true);
    assert.deepEqual((await listOf(seller.token)).map((a) => [a.id, a.isDefault]), [
      [other1!.id, true],
      [current!.id, false],
    ]);
    const edited = expectOk<Address>(await save(seller.token, us({ id: current!.id, kind: 'bill', city: 'Chicago', zipCode: '60601-1234', isDefault: true })), CHANGED);
    assert.deepEqual([edited.id, edited.kind, edited.city, edited.zipCode, edited.isDefault], [current!.id, 'shipping', 'Chicago', '60601-1234', true]);
    assert.deepEqual((await listOf(seller.token)).map((a) => [a.id, a.isDefault]), [
      [current!.id, true],
      [other1!.id, false],
    ]);
  });

  test('bill addresses are a separate list with their own default', async () => {
    const bill = expectOk<Address>(await save(seller.token, us({ kind: 'bill', countryCode: 'GB', zipCode: 'sw1a 1aa', city: 'London', province: '' })));
    assert.deepEqual([bill.kind, bill.isDefault, bill.province], ['bill', true, null]);
    assert.deepEqual((await listOf(seller.token, 'bill')).map((a) => a.id), [bill.id]);
    assert.equal((await listOf(seller.token)).filter((a) => a.isDefault).length, 1);
  });

  test('deleting the default hands the flag to the newest remaining address of its kind', async () => {
    const third = expectOk<Address>(await save(seller.token, us({ city: 'Peoria', zipCode: '61602' })));
    const before = await listOf(seller.token);
    const defaultId = before.find((a) => a.isDefault)!.id;
    expectOk(await s.request('DELETE', `/api/store/address/${defaultId}`, { token: seller.token }), 'Delete address successfully');
    const after = await listOf(seller.token);
    assert.deepEqual(after.map((a) => [a.id, a.isDefault]), [[third.id, true], ...before.filter((a) => a.id !== defaultId && a.id !== third.id).map((a) => [a.id, false])]);
    // Deleting a shipping address leaves the bill address's default alone.
    assert.equal((await listOf(seller.token, 'bill'))[0]!.isDefault, true);
  });

  test("another seller's address is 404 on edit, delete and default, and stays as it was", async () => {
    const mine = (await listOf(seller.token))[0]!;
    expectFailure(await save(other.token, us({ id: mine.id, city: 'Hijacked' })), 404, 40400);
    expectFailure(await s.request('DELETE', `/api/store/address/${mine.id}`, { token: other.token }), 404, 40400);
    expectFailure(await s.request('PUT', `/api/store/defaultAddress/${mine.id}`, { token: other.token }), 404, 40400);
    assert.deepEqual((await listOf(seller.token))[0], mine);
    assert.deepEqual(await listOf(other.token), []);
  });

  test('postal codes follow the country; the country must exist', async () => {
    const wrongZip = await save(seller.token, us({ zipCode: '1234' }));
    expectFailure(wrongZip, 400, 40000, 'Please enter a valid postal code');
    assert.equal(wrongZip.body.data.field, 'zipCode');
    expectFailure(await save(seller.token, us({ countryCode: 'GB', zipCode: '12345' })), 400, 40000, 'Please enter a valid postal code');
    const unknown = await save(seller.token, us({ countryCode: 'XX', zipCode: '' }));
    expectFailure(unknown, 400, 40000, 'Country Code Error');
    assert.equal(unknown.body.data.field, 'countryCode');
    // Countries without their own pattern accept alphanumeric groups, or nothing.
    expectOk(await save(other.token, us({ countryCode: 'JP', zipCode: '', province: null })));
  });

  test(`an account keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const buyer = await s.signUp();
    await s.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({ userId: buyer.userId, fullName: 'Bulk Buyer', phoneNumber: '+1 4155550100', streetAddressLine1: `${i} Main Street`, city: 'Springfield', countryCode: 'US', zipCode: '62701' })),
    );
    expectFailure(await save(buyer.token, us()), 409, 40900, `You can keep at most ${MAX_ADDRESSES} addresses. Please delete one first.`);
    const one = (await listOf(buyer.token))[0]!;
    expectOk(await save(buyer.token, us({ id: one.id, city: 'Edited' })), CHANGED);
  });

  test('the demo seller has a default US address and a GB address', async () => {
    const demo = await s.login(DEMO.email, DEMO.password);
    const book = await listOf(demo.token);
    assert.deepEqual(book.map((a) => [a.countryCode, a.isDefault]), [
      ['US', true],
      ['GB', false],
    ]);
  });
});
