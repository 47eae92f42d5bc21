import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { EXPLORE_FILTERS, GUEST_EXPLORE_LIMIT } from '@threadway/contracts';
import { insPosts } from '../src/db/schema/index.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { ADMIN, DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { countStatements } from './statement-counter.ts';

/** Explore, Influencers' Pick (spec 2.3): filters, sorts, the guest limit, Shop Similar and follows. */

let seller: string;
let operator: string;
const ids: Record<string, number> = {};
let shopSimilar: { kkProductId: string }[];
const POSTS = 16;
const day = 24 * 3_600_000;
const s = useTestServer({}, async (server) => {
  seller = (await server.login(DEMO.email, DEMO.password)).token;
  operator = (await server.adminLogin(ADMIN.email, ADMIN.password)).token;
  const db = server.db;
  const women = await insertCategory(db, { name: 'Women', level: 1 });
  const dresses = await insertCategory(db, { name: 'Dresses', names: { de: 'Kleider' }, parentId: women.id, level: 2 });
  const maxi = await insertCategory(db, { name: 'Maxi', parentId: dresses.id, level: 3 });
  const men = await insertCategory(db, { name: 'Men', level: 1 });
  Object.assign(ids, { women: women.id, dresses: dresses.id, maxi: maxi.id, men: men.id });
  const a = await insertProduct(db, { categoryId: maxi.id });
  const b = await insertProduct(db, { categoryId: maxi.id });
  const gone = await insertProduct(db, { categoryId: maxi.id, status: 0 });
  shopSimilar = [b, a];

  const influencers = ['alice', 'bob', 'carol', 'dan'];
  const rows = await db
    .insert(insPosts)
    .values(
      Array.from({ length: POSTS }, (_, i) => ({
        influencer: influencers[i % 4]!,
        title: `Look ${i}`,
        imageUrl: `/media/ins/${i}.webp`,
        followers: (i * 7919) % 1000,
        categoryId: i % 2 === 0 ? maxi.id : men.id,
        tags: i === 0 ? { colour: 'Red', style: 'Boho', designElements: ['Ruffle', 'Lace'], gender: 'Women' } : { colour: i % 3 === 0 ? 'red' : 'Blue', pattern: 'Floral', designElements: ['Ruffle'], gender: i % 2 === 0 ? 'Women' : 'Men' },
        productIds: i === 0 ? [b.id, gone.id, a.id] : [],
        releaseTime: new Date(Date.now() - i * day),
      })),
    )
    .returning();
  ids.first = rows[0]!.id;
  const [hidden] = await db.insert(insPosts).values({ influencer: 'eve', title: 'Draft', imageUrl: '/media/ins/x.webp', status: 0, tags: { colour: 'Green' } }).returning();
  ids.hidden = hidden!.id;
});

const feed = (body: object, token?: string) => s.request('POST', '/api/product/open/recommend/insList', { body, token });
const titles = (list: { title: string }[]) => list.map((p) => p.title);

describe('the feed (insList)', () => {
  test(`guests see the first ${GUEST_EXPLORE_LIMIT} posts, then are asked to log in; sellers see them all`, async () => {
    const guest = expectOk(await feed({ pageSize: 24 }));
    assert.equal(guest.list.length, GUEST_EXPLORE_LIMIT);
    assert.equal(guest.total, GUEST_EXPLORE_LIMIT);
    assert.equal(guest.limitedForGuest, true);
    assert.deepEqual(expectOk(await feed({ pageNumber: 2, pageSize: 12 })).list, []);
    const all = expectOk(await feed({ pageSize: 24 }, seller));
    assert.equal(all.list.length, POSTS);
    assert.equal(all.total, POSTS);
    assert.equal(all.limitedForGuest, false);
    assert.ok(!titles(all.list).includes('Draft'), 'unpublished posts never show');
  });

  test('newest release first by default; by followers on request', async () => {
    const byTime = expectOk(await feed({ pageSize: 5 }, seller)).list;
    assert.deepEqual(titles(byTime), ['Look 0', 'Look 1', 'Look 2', 'Look 3', 'Look 4']);
    const byFollowers = expectOk(await feed({ pageSize: 60, sortType: 'followers' }, seller)).list.map((p: { followers: number }) => p.followers);
    assert.deepEqual(byFollowers, [...byFollowers].sort((x, y) => y - x));
    assert.equal(new Date(byTime[0].releaseTime).toISOString(), byTime[0].releaseTime);
  });

  test('filters: a category with everything below it, tags without regard to case, design elements', async () => {
    const count = async (body: object) => expectOk(await feed({ pageSize: 60, ...body }, seller)).total;
    assert.equal(await count({ categoryId: ids.women }), POSTS / 2, 'posts in Maxi count for Women');
    assert.equal(await count({ categoryId: ids.dresses }), POSTS / 2);
    assert.equal(await count({ categoryId: ids.men }), POSTS / 2);
    assert.equal(await count({ colour: 'RED' }), 1 + [3, 6, 9, 12, 15].length);
    assert.equal(await count({ colour: 'red', gender: 'women' }), 1 + [6, 12].length);
    assert.equal(await count({ designElements: 'lace' }), 1);
    assert.equal(await count({ designElements: 'Ruffle', style: 'Boho' }), 1);
    assert.equal(await count({ pattern: 'Floral', material: 'Silk' }), 0);
    const first = expectOk(await feed({ style: 'boho' })).list[0];
    assert.deepEqual(first.tags, { colour: 'Red', style: 'Boho', designElements: ['Ruffle', 'Lace'], gender: 'Women' });
  });

  test('a few statements whatever the page size', async () => {
    for (const pageSize of [1, 60]) {
      const { result, statements } = await countStatements(s.db, () => feed({ pageSize, colour: 'red' }, seller));
      expectOk(result);
      assert.ok(statements <= 4, `${statements} statements at size ${pageSize}`);
    }
  });
});

describe('a post (insInfo) and the filter menu (insTagMenu)', () => {
  test('the post with its on-sale products as cards (Shop Similar), in the post order', async () => {
    const post = expectOk(await s.request('GET', '/api/product/open/recommend/insInfo', { query: { id: ids.first } }));
    assert.equal(post.title, 'Look 0');
    assert.equal(post.influencer, 'alice');
    assert.equal(post.following, false);
    assert.deepEqual(post.products.map((c: { kkProductId: string }) => c.kkProductId), shopSimilar.map((c) => c.kkProductId));
    assert.equal(post.products[0].price, null, 'guests see no prices');
    assert.equal(expectOk(await s.request('GET', '/api/product/open/recommend/insInfo', { query: { id: ids.first }, token: seller })).products[0].price, 1299);
  });

  test("unknown or unpublished posts: 'Sorry, No Data Found'", async () => {
    for (const id of [ids.hidden, 1]) expectFailure(await s.request('GET', '/api/product/open/recommend/insInfo', { query: { id } }), 404, 40400, 'Sorry, No Data Found');
  });

  test('every filter with the values the published posts carry', async () => {
    const menu = expectOk(await s.request('GET', '/api/product/open/recommend/insTagMenu', { headers: { 'accept-language': 'de' } }));
    assert.deepEqual(Object.keys(menu).sort(), [...EXPLORE_FILTERS].sort());
    assert.deepEqual(menu.category, [
      { code: String(ids.maxi), name: 'Women / Maxi' },
      { code: String(ids.men), name: 'Men' },
    ]);
    const codes = (key: string) => menu[key].map((o: { code: string }) => o.code);
    assert.deepEqual(codes('colour'), ['Blue', 'Red', 'red']);
    assert.deepEqual(codes('designElements'), ['Lace', 'Ruffle']);
    assert.deepEqual(codes('style'), ['Boho']);
    assert.deepEqual(menu.material, []);
    assert.ok(!codes('colour').includes('Green'), 'unpublished posts add nothing');
  });
});

describe('following influencers', () => {
  const follow = (method: 'POST' | 'DELETE', influencer: string, token?: string) => s.request(method, '/api/product/recommend/follow', { body: { influencer }, token });

  test('sellers only', async () => {
    expectFailure(await follow('POST', 'alice'), 401, 40100);
    expectFailure(await follow('DELETE', 'alice'), 401, 40100);
    expectFailure(await follow('POST', 'alice', operator), 403, 40300);
  });

  test("follow and unfollow; every post of the influencer says so, for that seller only", async () => {
    const other = (await s.signUp()).token;
    assert.deepEqual(expectOk(await follow('POST', 'alice', seller), 'Followed'), { influencer: 'alice', following: true });
    expectOk(await follow('POST', 'alice', seller), 'Followed');
    const mine = expectOk(await feed({ pageSize: 60 }, seller)).list;
    assert.deepEqual([...new Set(mine.filter((p: { following: boolean }) => p.following).map((p: { influencer: string }) => p.influencer))], ['alice']);
    assert.equal(mine.filter((p: { following: boolean }) => p.following).length, POSTS / 4);
    assert.equal(expectOk(await s.request('GET', '/api/product/open/recommend/insInfo', { query: { id: ids.first }, token: seller })).following, true);
    assert.ok(expectOk(await feed({ pageSize: 60 }, other)).list.every((p: { following: boolean }) => !p.following));
    assert.ok(expectOk(await feed({ pageSize: 12 })).list.every((p: { following: boolean }) => !p.following), 'guests follow nobody');

    assert.deepEqual(expectOk(await follow('DELETE', 'alice', seller), 'Unfollowed'), { influencer: 'alice', following: false });
    assert.ok(expectOk(await feed({ pageSize: 60 }, seller)).list.every((p: { following: boolean }) => !p.following));
  });

  test("an influencer without published posts: 'Sorry, No Data Found'", async () => {
    for (const influencer of ['nobody', 'eve']) expectFailure(await follow('POST', influencer, seller), 404, 40400, 'Sorry, No Data Found');
  });
});
