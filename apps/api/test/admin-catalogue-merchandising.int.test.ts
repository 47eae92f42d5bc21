import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { auditActions, createBranch, createOperator, createProductWithSkus, expectAudited } from './admin-catalogue-fixtures.ts';
import { expectFailure, expectOk, useTestServer } from './harness.ts';

/** Back office: events, albums, banners, navigation, ad bar, ad popups, shipping channels and rates. */

let admin: { token: string; operator: { id: number } };
const s = useTestServer({}, async (server) => {
  admin = await server.adminLogin();
});
const call = (method: string, path: string, body?: unknown, query?: Record<string, string | number>) => s.request(method, path, { token: admin.token, body, query });
const hours = (n: number) => new Date(Date.now() + n * 3600_000).toISOString();

describe('flash sales and events', () => {
  test('create, list by type with their state, change, and products with a discount and flash-sale stock', async () => {
    const { leaf } = await createBranch(s, admin.token);
    const shirt = await createProductWithSkus(s, admin.token, leaf.id, ['M']);
    const dress = await createProductWithSkus(s, admin.token, leaf.id, ['S']);

    const flash = expectOk(await call('POST', '/api/admin/catalogue/events', { type: 1, name: 'Midnight Flash', names: { de: 'Mitternachts-Blitz' }, startTime: hours(-1), endTime: hours(5), bannerUrl: '/media/banners/sale-111111-222222-1.webp' }), 'Saved successfully');
    assert.equal(flash.state, 'active');
    assert.equal(flash.status, 1);
    assert.equal(flash.productCount, 0);
    const festival = expectOk(await call('POST', '/api/admin/catalogue/events', { type: 3, name: 'Lunar New Year', startTime: hours(48), endTime: hours(96) }));
    assert.equal(festival.state, 'upcoming');
    const ended = expectOk(await call('POST', '/api/admin/catalogue/events', { type: 1, name: 'Yesterday', startTime: hours(-48), endTime: hours(-24) }));
    assert.equal(ended.state, 'expired');

    const flashes = expectOk(await call('GET', '/api/admin/catalogue/events', undefined, { type: 1 }));
    assert.ok(flashes.list.every((e: { type: number }) => e.type === 1));
    assert.deepEqual(flashes.list.slice(0, 2).map((e: { id: number }) => e.id), [flash.id, ended.id], 'latest end first');

    const inverted = await call('PUT', `/api/admin/catalogue/events/${flash.id}`, { endTime: hours(-2) });
    expectFailure(inverted, 400, 40000, 'Please enter a number greater than the start number!');
    assert.equal(inverted.body.data.field, 'endTime');
    const changed = expectOk(await call('PUT', `/api/admin/catalogue/events/${flash.id}`, { name: 'Midnight Flash Sale', status: 0, endTime: hours(6) }));
    assert.equal(changed.name, 'Midnight Flash Sale');
    assert.equal(changed.status, 0);
    assert.deepEqual(changed.names, { de: 'Mitternachts-Blitz' });

    const unknown = await call('PUT', `/api/admin/catalogue/events/${flash.id}/products`, { items: [{ productId: 999999, discountPercent: 10 }] });
    expectFailure(unknown, 400, 40000);
    assert.equal(unknown.body.data.field, 'items.0.productId');
    let items = expectOk(
      await call('PUT', `/api/admin/catalogue/events/${flash.id}/products`, {
        items: [
          { productId: shirt.id, discountPercent: 30, spikeTotalStock: 50 },
          { productId: dress.id, discountPercent: 99 },
        ],
      }),
    );
    assert.deepEqual(items.map((p: { productId: number; discountPercent: number; spikeTotalStock: number | null; spikeSoldStock: number }) => [p.productId, p.discountPercent, p.spikeTotalStock, p.spikeSoldStock]), [
      [shirt.id, 30, 50, 0],
      [dress.id, 99, null, 0],
    ]);
    assert.equal(items[0].kkProductId, shirt.kkProductId);
    items = expectOk(await call('PUT', `/api/admin/catalogue/events/${flash.id}/products`, { items: [{ productId: shirt.id, discountPercent: 25, spikeTotalStock: 40 }] }));
    assert.deepEqual(items.map((p: { productId: number; discountPercent: number }) => [p.productId, p.discountPercent]), [[shirt.id, 25], [dress.id, 99]], 'changed in place');
    items = expectOk(await call('DELETE', `/api/admin/catalogue/events/${flash.id}/products/${dress.id}`), 'Deleted successfully');
    assert.deepEqual(items.map((p: { productId: number }) => p.productId), [shirt.id]);
    expectFailure(await call('DELETE', `/api/admin/catalogue/events/${flash.id}/products/${dress.id}`), 404, 40400);
    assert.equal(expectOk(await call('GET', '/api/admin/catalogue/events', undefined, { type: 1 })).list.find((e: { id: number }) => e.id === flash.id).productCount, 1);
    await expectAudited(s, admin.token, ['event.create', 'event.update', 'event.products', 'event.removeProduct']);
  });
});

describe('albums', () => {
  test('CRUD and an ordered product list', async () => {
    const { leaf } = await createBranch(s, admin.token);
    const a = await createProductWithSkus(s, admin.token, leaf.id, ['M']);
    const b = await createProductWithSkus(s, admin.token, leaf.id, ['M']);
    let albums = expectOk(await call('POST', '/api/admin/catalogue/albums', { type: 1, name: 'New In', sort: 1 }));
    const album = albums.find((x: { name: string }) => x.name === 'New In');
    assert.equal(album.productCount, 0);
    albums = expectOk(await call('PUT', `/api/admin/catalogue/albums/${album.id}`, { name: 'New In This Week', bannerUrl: '/media/banners/newin-111111-222222-2.webp' }));
    assert.equal(albums.find((x: { id: number }) => x.id === album.id).name, 'New In This Week');

    let list = expectOk(await call('PUT', `/api/admin/catalogue/albums/${album.id}/products`, { productIds: [b.id, a.id, b.id] }));
    assert.deepEqual(list.map((p: { productId: number }) => p.productId), [b.id, a.id], 'in the order given, repeats dropped');
    list = expectOk(await call('PUT', `/api/admin/catalogue/albums/${album.id}/products`, { productIds: [a.id] }));
    assert.deepEqual(list.map((p: { productId: number }) => p.productId), [a.id], 'replaced');
    expectFailure(await call('PUT', `/api/admin/catalogue/albums/${album.id}/products`, { productIds: [a.id, 999999] }), 400, 40000);
    assert.equal(expectOk(await call('GET', '/api/admin/catalogue/albums')).find((x: { id: number }) => x.id === album.id).productCount, 1);

    albums = expectOk(await call('DELETE', `/api/admin/catalogue/albums/${album.id}`), 'Deleted successfully');
    assert.equal(albums.some((x: { id: number }) => x.id === album.id), false);
    expectFailure(await call('GET', `/api/admin/catalogue/albums/${album.id}/products`), 404, 40400);
    await expectAudited(s, admin.token, ['album.create', 'album.update', 'album.products', 'album.delete']);
  });
});

describe('banners', () => {
  test('CRUD; new banners go last; the order can be changed', async () => {
    const post = async (title: string) =>
      expectOk(await call('POST', '/api/admin/catalogue/banners', { title, imageUrl: `/media/banners/${title}.webp`, mobileImageUrl: '', linkUrl: 'https://threadway.shop/mall' })) as { id: number; title: string; mobileImageUrl: string | null }[];
    await post('first');
    const afterTwo = await post('second');
    const first = afterTwo.find((b) => b.title === 'first')!;
    const second = afterTwo.find((b) => b.title === 'second')!;
    assert.ok(afterTwo.indexOf(first) < afterTwo.indexOf(second));
    assert.equal(second.mobileImageUrl, null, 'an empty address is none');

    const reordered = expectOk(await call('PUT', '/api/admin/catalogue/banners/order', { ids: [second.id, first.id] }));
    assert.deepEqual(reordered.slice(0, 2).map((b: { id: number }) => b.id), [second.id, first.id]);
    const edited = expectOk(await call('PUT', `/api/admin/catalogue/banners/${first.id}`, { title: 'First, renamed', status: 0, titles: { fr: 'Premier' } }));
    assert.deepEqual(
      (({ title, status, titles }) => ({ title, status, titles }))(edited.find((b: { id: number }) => b.id === first.id)),
      { title: 'First, renamed', status: 0, titles: { fr: 'Premier' } },
    );
    const left = expectOk(await call('DELETE', `/api/admin/catalogue/banners/${second.id}`));
    assert.equal(left.some((b: { id: number }) => b.id === second.id), false);
    expectFailure(await call('PUT', '/api/admin/catalogue/banners/order', { ids: [second.id] }), 400, 40000);
    await expectAudited(s, admin.token, ['banner.create', 'banner.order', 'banner.update', 'banner.delete']);
  });
});

describe('navigation', () => {
  test('a tree of items; no cycles; an item with children is not deleted', async () => {
    let tree = expectOk(await call('POST', '/api/admin/catalogue/navigation', { name: 'Sale', linkUrl: '/mall/sale', menuType: 1, labelImgUrl: '/media/hot.webp' }));
    const sale = tree.find((n: { name: string }) => n.name === 'Sale');
    tree = expectOk(await call('POST', '/api/admin/catalogue/navigation', { name: 'Dresses under $20', parentId: sale.id, linkUrl: '/product-list?search=dress', menuType: 2, status: 0 }));
    const child = tree.find((n: { id: number }) => n.id === sale.id).children[0];
    assert.deepEqual([child.name, child.menuType, child.status, child.parentId], ['Dresses under $20', 2, 0, sale.id]);

    const cycle = await call('PUT', `/api/admin/catalogue/navigation/${sale.id}`, { parentId: child.id });
    expectFailure(cycle, 400, 40000);
    assert.equal(cycle.body.data.field, 'parentId');
    expectFailure(await call('PUT', `/api/admin/catalogue/navigation/${sale.id}`, { parentId: sale.id }), 400, 40000);
    expectFailure(await call('DELETE', `/api/admin/catalogue/navigation/${sale.id}`), 409, 40900, 'This record is still in use and cannot be deleted.');

    tree = expectOk(await call('PUT', `/api/admin/catalogue/navigation/${child.id}`, { parentId: null, names: { es: 'Vestidos' } }));
    assert.ok(tree.some((n: { id: number; names: Record<string, string> }) => n.id === child.id && n.names.es === 'Vestidos'), 'moved to the top level');
    tree = expectOk(await call('DELETE', `/api/admin/catalogue/navigation/${sale.id}`), 'Deleted successfully');
    assert.equal(tree.some((n: { id: number }) => n.id === sale.id), false);
    await expectAudited(s, admin.token, ['nav.create', 'nav.update', 'nav.delete']);
  });
});

describe('ad bar and ad popups', () => {
  test('the ad bar is stored as one setting and read back', async () => {
    const empty = expectOk(await call('GET', '/api/admin/catalogue/ad-bar'));
    assert.deepEqual(Object.keys(empty).sort(), ['afterBackgroundColor', 'afterLoginImg', 'afterLoginLink', 'beforeBackgroundColor', 'beforeLoginImg', 'beforeLoginLink']);
    const value = { beforeLoginImg: '/media/banners/custom-111111-222222-3.webp', afterLoginImg: '', beforeLoginLink: '/register', afterLoginLink: '/mall/flash-sale', beforeBackgroundColor: '#FFEEDD', afterBackgroundColor: '#000' };
    const saved = expectOk(await call('PUT', '/api/admin/catalogue/ad-bar', value), 'Saved successfully');
    assert.deepEqual(saved, { ...value, afterLoginImg: null });
    assert.deepEqual(expectOk(await call('GET', '/api/admin/catalogue/ad-bar')), saved);
    await expectAudited(s, admin.token, ['adBar.update']);
  });

  test('popups: create, change, delete', async () => {
    const countdown = hours(24);
    let popups = expectOk(await call('POST', '/api/admin/catalogue/ad-popups', { mainImage: '/media/popup.webp', iconImage: '/media/icon.webp', popupLink: '/mall', countdownEndTime: countdown, acceptType: 1 }));
    const popup = popups.at(-1);
    assert.deepEqual(
      (({ delayTime, acceptType, displayPageType, status, countdownEndTime }) => ({ delayTime, acceptType, displayPageType, status, countdownEndTime }))(popup),
      { delayTime: 3, acceptType: 1, displayPageType: 0, status: 1, countdownEndTime: countdown },
    );
    popups = expectOk(await call('PUT', `/api/admin/catalogue/ad-popups/${popup.id}`, { displayPageType: 2, countdownEndTime: null, delayTime: 10 }));
    const changed = popups.find((p: { id: number }) => p.id === popup.id);
    assert.deepEqual([changed.displayPageType, changed.countdownEndTime, changed.delayTime], [2, null, 10]);
    popups = expectOk(await call('DELETE', `/api/admin/catalogue/ad-popups/${popup.id}`));
    assert.equal(popups.some((p: { id: number }) => p.id === popup.id), false);
    expectFailure(await call('DELETE', `/api/admin/catalogue/ad-popups/${popup.id}`), 404, 40400);
    await expectAudited(s, admin.token, ['popup.create', 'popup.update', 'popup.delete']);
  });
});

describe('shipping channels and rates', () => {
  test('a fulfilment operator creates and changes channels and sets brackets per zone', async () => {
    const fulfilment = await createOperator(s, admin.token, ['fulfilment']);
    const as = (method: string, path: string, body?: unknown) => s.request(method, path, { token: fulfilment.token, body });
    const zones = expectOk(await as('GET', '/api/admin/catalogue/shipping/zones'));
    assert.ok(zones.length > 0, 'zones are reference data');
    assert.ok(zones.every((z: { countries: unknown[] }) => z.countries.length > 0));
    const zone = zones[0];

    const code = `TEST-${Date.now().toString(36).toUpperCase()}`;
    let channels = expectOk(await as('POST', '/api/admin/catalogue/shipping/channels', { channelCode: code.toLowerCase(), channelNameEn: 'Test Express', warehouseCountry: 'CN', agingGrade: 'Express', extraMinDays: -1, extraMaxDays: 2 }));
    const channel = channels.find((c: { channelCode: string }) => c.channelCode === code);
    assert.ok(channel, 'codes are upper case');
    assert.deepEqual([channel.status, channel.zoneCount, channel.extraMinDays, channel.extraMaxDays], [1, 0, -1, 2]);
    const twin = await as('POST', '/api/admin/catalogue/shipping/channels', { channelCode: code, channelNameEn: 'Twin', warehouseCountry: 'US', agingGrade: 'Standard' });
    expectFailure(twin, 409, 40900);
    assert.equal(twin.body.data.field, 'channelCode');
    expectFailure(await as('PUT', `/api/admin/catalogue/shipping/channels/${channel.id}`, { extraMinDays: 5 }), 400, 40000, 'Please enter a number greater than the start number!');
    channels = expectOk(await as('PUT', `/api/admin/catalogue/shipping/channels/${channel.id}`, { channelNameEn: 'Test Express Plus', status: 0 }));
    assert.equal(channels.find((c: { id: number }) => c.id === channel.id).channelNameEn, 'Test Express Plus');

    let rates = expectOk(await as('GET', `/api/admin/catalogue/shipping/channels/${channel.id}/rates`));
    assert.equal(rates.length, zones.length, 'every zone, with or without brackets');
    assert.ok(rates.every((r: { brackets: unknown[] }) => r.brackets.length === 0));
    rates = expectOk(
      await as('PUT', `/api/admin/catalogue/shipping/channels/${channel.id}/rates/${zone.code}`, {
        brackets: [
          { maxWeightGrams: 2000, priceCents: 2400 },
          { maxWeightGrams: 500, priceCents: 990 },
        ],
      }),
    );
    assert.deepEqual(rates.find((r: { zoneCode: string }) => r.zoneCode === zone.code).brackets, [
      { maxWeightGrams: 500, priceCents: 990 },
      { maxWeightGrams: 2000, priceCents: 2400 },
    ]);
    assert.equal(expectOk(await as('GET', '/api/admin/catalogue/shipping/channels')).find((c: { id: number }) => c.id === channel.id).zoneCount, 1);
    rates = expectOk(await as('PUT', `/api/admin/catalogue/shipping/channels/${channel.id}/rates/${zone.code}`, { brackets: [] }));
    assert.deepEqual(rates.find((r: { zoneCode: string }) => r.zoneCode === zone.code).brackets, []);
    expectFailure(await as('PUT', `/api/admin/catalogue/shipping/channels/${channel.id}/rates/NOZONE`, { brackets: [] }), 404, 40400);

    const entries = (await auditActions(s, admin.token)).filter((a) => a.operatorId === fulfilment.id).map((a) => a.action);
    for (const action of ['channel.create', 'channel.update', 'channel.rates']) assert.ok(entries.includes(action), action);
  });
});

