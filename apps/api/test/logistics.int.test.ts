import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CHANNEL_ANSWER_CODES, freightFor } from '@threadway/contracts';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { seedLogistics } from '../src/db/seed/logistics.ts';
import { channelRates, countries, logisticsChannels, orders, shippingZoneCountries } from '../src/db/schema/index.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { insertOrderWithItems } from './paid-order-fixture.ts';

let token: string;
/** SKU codes: a 250 g T-shirt and a 1 200 g coat. */
let tee: string;
let coat: string;
const s = useTestServer({}, async (server) => {
  token = (await server.login(DEMO.email, DEMO.password)).token;
  const category = await insertCategory(server.db);
  tee = (await insertProduct(server.db, { categoryId: category.id, skus: [{ weightGrams: 250 }] })).skuCodes[0]!;
  coat = (await insertProduct(server.db, { categoryId: category.id, skus: [{ weightGrams: 1200 }] })).skuCodes[0]!;
});

type Line = { skuCode: string; quantity: number };
const warehouse = (warehouseCode: string, termini: string, products: Line[]) => ({ warehouseCode, termini, platformCode: 'KA', products });
const bag = (...warehouses: ReturnType<typeof warehouse>[]) => ({ warehouses, currency: 'USD' });

/** The price the seeded brackets give a channel to a country for a weight, read straight from the tables. */
async function expectedFreight(channelCode: string, countryCode: string, weightGrams: number) {
  const rows = await s.db
    .select({ maxWeightGrams: channelRates.maxWeightGrams, priceCents: channelRates.priceCents })
    .from(channelRates)
    .innerJoin(logisticsChannels, eq(logisticsChannels.id, channelRates.channelId))
    .innerJoin(shippingZoneCountries, eq(shippingZoneCountries.zoneCode, channelRates.zoneCode))
    .where(and(eq(logisticsChannels.channelCode, channelCode), eq(shippingZoneCountries.countryCode, countryCode)));
  return freightFor(rows, weightGrams);
}

describe('channel list of the bag (spec 7)', () => {
  test('China to the US: one channel per grade, the cheapest standard kept, Express first', async () => {
    const [answer, ...rest] = expectOk(await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('CN_S', 'US', [{ skuCode: tee, quantity: 2 }])) }));
    assert.equal(rest.length, 0);
    assert.equal(answer.code, 10000);
    assert.equal(answer.warehouseCode, 'CN_S');
    assert.equal(answer.weightGrams, 500);
    assert.deepEqual(answer.data.map((c: { agingGrade: string }) => c.agingGrade), ['Express', 'Standard', 'Expedited']);
    const standard = answer.data[1];
    assert.equal(standard.channelCode, 'TW_STANDARD', 'the dearer TW_STANDARD_PLUS is dropped');
    assert.ok(standard.estimatedFreight < (await expectedFreight('TW_STANDARD_PLUS', 'US', 500))!);
    for (const channel of answer.data) assert.equal(channel.estimatedFreight, await expectedFreight(channel.channelCode, 'US', 500));
    assert.deepEqual(answer.data.map((c: { deliveryTime: string }) => c.deliveryTime), ['5~7', '7~10', '9~15']);
    assert.equal(answer.data[0].channelNameEn, 'TW Express Line');
  });

  test('the weight is the sum of SKU weight x quantity over every line; brackets include their maximum', async () => {
    const body = (quantity: number) => bag(warehouse('CN_N', 'FR', [{ skuCode: tee, quantity }, { skuCode: coat, quantity: 1 }, { skuCode: tee, quantity: 1 }]));
    const [light] = expectOk(await s.request('POST', '/api/orders/open/channel', { body: body(2) }));
    assert.equal(light.weightGrams, 250 * 3 + 1200);
    const [heavier] = expectOk(await s.request('POST', '/api/orders/open/channel', { body: body(3) }));
    assert.equal(heavier.weightGrams, 250 * 4 + 1200);
    const express = (answer: { data: { channelCode: string; estimatedFreight: number }[] }) => answer.data.find((c) => c.channelCode === 'TW_EXPRESS')!.estimatedFreight;
    assert.equal(express(light), await expectedFreight('TW_EXPRESS', 'FR', 2000), '1 950 g pays the 2 kg bracket');
    assert.equal(express(heavier), await expectedFreight('TW_EXPRESS', 'FR', 3000), '2 200 g pays the 3 kg bracket');
    assert.ok(express(heavier) > express(light));
    assert.equal(light.data[0].deliveryTime, '6~8', 'Western Europe from China is 8~11, Express two and three days less');
  });

  test('the signed-in path answers the same; without a token it is refused', async () => {
    const body = bag(warehouse('CN_S', 'JP', [{ skuCode: coat, quantity: 3 }]));
    const seller = expectOk(await s.request('POST', '/api/orders/orders/channel', { token, body }));
    assert.deepEqual(seller, expectOk(await s.request('POST', '/api/orders/open/channel', { body })));
    assert.equal(seller[0].data[1].deliveryTime, '10~20');
    expectFailure(await s.request('POST', '/api/orders/orders/channel', { body }), 401, 40100);
  });

  test('over 30 kg: that warehouse answers the spec message, the others still get channels', async () => {
    const answers = expectOk(
      await s.request('POST', '/api/orders/orders/channel', {
        token,
        body: bag(warehouse('CN_S', 'US', [{ skuCode: coat, quantity: 26 }]), warehouse('US', 'US', [{ skuCode: tee, quantity: 120 }])),
      }),
    );
    assert.equal(answers.length, 2);
    assert.deepEqual(answers[0], { code: CHANNEL_ANSWER_CODES.overweight, message: 'Sorry, order weight cannot exceed 30kg', warehouseCode: 'CN_S', weightGrams: 31_200, data: [] });
    assert.equal(answers[1].code, 10000, '120 x 250 g is exactly 30 kg, still allowed');
    assert.equal(answers[1].weightGrams, 30_000);
    assert.deepEqual(answers[1].data.map((c: { channelCode: string }) => c.channelCode), ['TW_US_EXPRESS', 'TW_US_GROUND']);
    assert.deepEqual(answers[1].data.map((c: { deliveryTime: string }) => c.deliveryTime), ['1~3', '3~7']);
  });

  test('the US, UK and German warehouses deliver at home only', async () => {
    const cannot = 'Cannot deliver to the address from this warehouse, please change shipping address or warehouse';
    const answers = expectOk(
      await s.request('POST', '/api/orders/open/channel', {
        body: bag(warehouse('US', 'CA', [{ skuCode: tee, quantity: 1 }]), warehouse('GB', 'FR', [{ skuCode: tee, quantity: 1 }]), warehouse('DE', 'DE', [{ skuCode: tee, quantity: 1 }]), warehouse('GB', 'GB', [{ skuCode: tee, quantity: 1 }])),
      }),
    );
    assert.deepEqual(answers.map((a: { code: number }) => a.code), [CHANNEL_ANSWER_CODES.cannotDeliver, CHANNEL_ANSWER_CODES.cannotDeliver, 10000, 10000]);
    assert.equal(answers[0].message, cannot);
    assert.equal(answers[1].message, cannot);
    assert.deepEqual(answers[2].data.map((c: { channelNameEn: string }) => c.channelNameEn), ['TW DE Express', 'TW DE Paket']);
  });

  test("an unknown SKU: 'This product is not available.'", async () => {
    const answer = await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('CN_S', 'US', [{ skuCode: tee, quantity: 1 }, { skuCode: 'NO-SUCH-SKU', quantity: 1 }])) });
    expectFailure(answer, 404, 40400, 'This product is not available.');
  });

  test('an unknown warehouse or country code is bad input', async () => {
    const unknownWarehouse = await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('XX', 'US', [{ skuCode: tee, quantity: 1 }])) });
    expectFailure(unknownWarehouse, 400, 40000);
    assert.equal(unknownWarehouse.body.data.field, 'warehouses.0.warehouseCode');
    expectFailure(await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('CN_S', 'USA', [{ skuCode: tee, quantity: 1 }])) }), 400, 40000, 'Please choose a country.');
  });
});

describe('Estimate Shipping Cost (lookChannel)', () => {
  test('every channel of the route with its delivery time and cost, cheapest first', async () => {
    const data = expectOk(await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'au', weightGrams: 1500 } }));
    assert.equal(data.weightGrams, 1500);
    assert.deepEqual(data.channels.map((c: { channelCode: string }) => c.channelCode), ['TW_ECONOMY', 'TW_STANDARD', 'TW_STANDARD_PLUS', 'TW_EXPRESS']);
    const prices = data.channels.map((c: { estimatedFreight: number }) => c.estimatedFreight);
    assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
    for (const channel of data.channels) {
      assert.equal(channel.estimatedFreight, await expectedFreight(channel.channelCode, 'AU', 1500));
      assert.match(channel.deliveryTime, /^\d+~\d+$/);
    }
  });

  test('refusals are error answers: overweight, abroad from a home-only warehouse', async () => {
    expectFailure(await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 30_001 } }), 400, CHANNEL_ANSWER_CODES.overweight, 'Sorry, order weight cannot exceed 30kg');
    expectFailure(
      await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'DE', countryCode: 'FR', weightGrams: 100 } }),
      400,
      CHANNEL_ANSWER_CODES.cannotDeliver,
      'Cannot deliver to the address from this warehouse, please change shipping address or warehouse',
    );
    expectFailure(await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 0 } }), 400, 40000, 'Please enter the weight in grams.');
  });
});

const channelCountry = (warehouseCode: string, headers?: Record<string, string>) =>
  s.request<{ code: string; name: string }[]>('POST', '/api-logistics-optimiz/api/v1/logistics/channel-country', { body: { warehouseCode }, headers });

describe('countries a warehouse delivers to', () => {
  test('China: every country of the reference list; the others: at home only; public', async () => {
    const [{ value: all } = { value: 0 }] = await s.db.select({ value: count() }).from(countries);
    const china = expectOk(await channelCountry('CN_N'));
    assert.ok(china.length >= 200);
    assert.equal(china.length, all);
    assert.deepEqual(expectOk(await channelCountry('US')), [{ code: 'US', name: 'United States' }]);
    assert.deepEqual(expectOk(await channelCountry('GB')).map((c) => c.code), ['GB']);
    assert.equal(expectOk(await channelCountry('DE', { 'accept-language': 'fr' }))[0]!.name, 'Allemagne');
  });

  test('the ship-to select list (dropDownInfo type 7) is the same list', async () => {
    for (const warehouseCode of ['CN_S', 'CN_N', 'US', 'GB', 'DE']) {
      const select = expectOk(await s.request('GET', '/api/system/open/dropDownInfo', { query: { type: 7, warehouseCode } }));
      assert.deepEqual(select, expectOk(await channelCountry(warehouseCode)), warehouseCode);
    }
  });
});

const rows = async <T>(query: SQL) => ((await s.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('seeded reference data', () => {
  test('every country has a zone, China prices every zone up to 30 kg, and seeding again changes nothing', async () => {
    const unzoned = await rows(sql`select code from countries c where not exists (select 1 from shipping_zone_countries z where z.country_code = c.code)`);
    assert.deepEqual(unzoned, []);
    const heaviest = await rows<{ zone_code: string; max: number }>(sql`
      select r.zone_code, max(r.max_weight_grams) as max from channel_rates r join logistics_channels c on c.id = r.channel_id
      where c.channel_code = 'TW_STANDARD' group by r.zone_code`);
    assert.ok(heaviest.length >= 9, 'US, CA, GB, Western Europe, Rest of Europe, Oceania, Asia, Latin America, Middle East & Africa...');
    assert.ok(heaviest.every((r) => Number(r.max) === 30_000));

    const snapshot = async () => ({
      channels: (await s.db.select({ value: count() }).from(logisticsChannels))[0]!.value,
      rates: (await s.db.select({ value: count() }).from(channelRates))[0]!.value,
      zoned: (await s.db.select({ value: count() }).from(shippingZoneCountries))[0]!.value,
    });
    const before = await snapshot();
    await seedLogistics(s.db);
    assert.deepEqual(await snapshot(), before);
  });

  test("operators' edits survive seeding; the ship-to list follows the channels", async () => {
    // An operator switches off every German channel: Germany no longer delivers, anywhere.
    await s.db.update(logisticsChannels).set({ status: 0 }).where(eq(logisticsChannels.warehouseCountry, 'DE'));
    try {
      await seedLogistics(s.db);
      assert.deepEqual(expectOk(await channelCountry('DE')), []);
      const [answer] = expectOk(await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('DE', 'DE', [{ skuCode: tee, quantity: 1 }])) }));
      assert.equal(answer.code, CHANNEL_ANSWER_CODES.cannotDeliver);
    } finally {
      await s.db.update(logisticsChannels).set({ status: 1 }).where(eq(logisticsChannels.warehouseCountry, 'DE'));
      await seedLogistics(s.db);
    }
    assert.deepEqual(expectOk(await channelCountry('DE')).map((c) => c.code), ['DE']);
  });

  test("no bracket holds the parcel: 'No logistics channel'", async () => {
    const gb = await s.db.select({ id: logisticsChannels.id }).from(logisticsChannels).where(eq(logisticsChannels.warehouseCountry, 'GB'));
    const ids = gb.map((c) => c.id);
    const removed = await s.db.delete(channelRates).where(and(inArray(channelRates.channelId, ids), sql`${channelRates.maxWeightGrams} > 5000`)).returning();
    try {
      const [light, heavy] = expectOk(
        await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('GB', 'GB', [{ skuCode: coat, quantity: 4 }]), warehouse('GB', 'GB', [{ skuCode: coat, quantity: 5 }])) }),
      );
      assert.equal(light.code, 10000);
      assert.deepEqual({ code: heavy.code, message: heavy.message, data: heavy.data }, { code: CHANNEL_ANSWER_CODES.noChannel, message: 'No logistics channel', data: [] });
    } finally {
      await s.db.insert(channelRates).values(removed);
    }
  });
});

describe("channel names in the seller's language (issue 18)", () => {
  const german = { headers: { 'accept-language': 'de' } };
  const express = (channels: { channelCode: string; channelName: string; channelNameEn: string }[]) => channels.find((c) => c.channelCode === 'TW_EXPRESS')!;

  test('the bag, the shipping-cost page and the payment page name a channel in German; the English name stays beside it', async () => {
    const [answer] = expectOk(await s.request('POST', '/api/orders/open/channel', { body: bag(warehouse('CN_S', 'US', [{ skuCode: tee, quantity: 1 }])), ...german }));
    assert.equal(express(answer.data).channelName, 'TW Express-Linie');
    assert.equal(express(answer.data).channelNameEn, 'TW Express Line');
    const estimate = expectOk(await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 500 }, ...german }));
    assert.equal(express(estimate.channels).channelName, 'TW Express-Linie');
    const english = expectOk(await s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 500 } }));
    assert.equal(express(english.channels).channelName, 'TW Express Line');

    const seller = await s.login(DEMO.email, DEMO.password);
    const order = await insertOrderWithItems(s, seller.userId, [{ priceCents: 1000, quantity: 1 }]);
    await s.db.update(orders).set({ channelCode: 'TW_EXPRESS', channelName: 'TW Express Line', agingGrade: 'Express' }).where(eq(orders.id, order.id));
    const page = expectOk(await s.request('GET', `/api/orders/orders/place/${order.kkOrderId}`, { token: seller.token, ...german }));
    assert.equal(express(page.logistics[0].channelList).channelName, 'TW Express-Linie');
    const detail = expectOk(await s.request('GET', `/api/orders/orders/${order.kkOrderId}`, { token: seller.token, ...german }));
    assert.equal(detail.channel.channelName, 'TW Express-Linie');
    const list = expectOk(await s.request('POST', '/api/orders/orderList', { token: seller.token, body: { pageNumber: 1, pageSize: 50 }, ...german }));
    assert.equal(list.list.find((o: { kkOrderId: string }) => o.kkOrderId === order.kkOrderId).channelName, 'TW Express-Linie');
  });

  test("an operator's translation of a channel shows at once; without one the English name shows", async () => {
    const admin = await s.adminLogin();
    const [term] = expectOk(await s.request('GET', '/api/admin/catalogue/terms', { token: admin.token, query: { kind: 'channel', search: 'TW Express Line' } })).list;
    assert.equal(term.term, 'TW Express Line');
    const estimate = () => s.request('POST', '/api/orders/open/lookChannel', { body: { warehouseCode: 'CN_S', countryCode: 'US', weightGrams: 500 }, ...german }).then((a) => express(expectOk(a).channels).channelName);
    try {
      expectOk(await s.request('PUT', `/api/admin/catalogue/terms/${term.id}`, { token: admin.token, body: { names: { ...term.names, de: 'TW Eilversand' } } }));
      assert.equal(await estimate(), 'TW Eilversand');
      expectOk(await s.request('PUT', `/api/admin/catalogue/terms/${term.id}`, { token: admin.token, body: { names: { ...term.names, de: '' } } }));
      assert.equal(await estimate(), 'TW Express Line');
    } finally {
      expectOk(await s.request('PUT', `/api/admin/catalogue/terms/${term.id}`, { token: admin.token, body: { names: term.names } }));
    }
  });
});
