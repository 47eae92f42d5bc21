import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseDollars } from '@threadway/contracts';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/index.ts';
import { auditActions, createBranch, createOperator, createProductWithSkus, findCategory, uniqueItemNo, type CategoryNode } from './admin-catalogue-fixtures.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';
import { countStatements } from './statement-counter.ts';

/** Back office: categories, products, SKUs, stock and prices (/api/admin/catalogue/...). */

let admin: { token: string; operator: { id: number } };
const s = useTestServer({}, async (server) => {
  admin = await server.adminLogin();
});
const as = (token: string) => (method: string, path: string, body?: unknown, query?: Record<string, string | number>) => s.request(method, path, { token, body, query });

describe('who may use the catalogue screens', () => {
  test('guests get 401, sellers 403; support and fulfilment operators 403; catalogue operators and administrators pass', async () => {
    expectFailure(await s.request('GET', '/api/admin/catalogue/categories'), 401, 40100);
    const seller = await s.login(DEMO.email, DEMO.password);
    expectFailure(await as(seller.token)('GET', '/api/admin/catalogue/products'), 403, 40300);
    expectFailure(await as(seller.token)('POST', '/api/admin/catalogue/categories', { name: 'X', categoryUrl: 'x-seller', parentId: null }), 403, 40300);

    const support = await createOperator(s, admin.token, ['support']);
    for (const [method, path] of [
      ['GET', '/api/admin/catalogue/categories'],
      ['GET', '/api/admin/catalogue/products'],
      ['GET', '/api/admin/catalogue/events'],
      ['GET', '/api/admin/catalogue/ad-bar'],
      ['GET', '/api/admin/catalogue/shipping/channels'],
    ] as const) {
      expectFailure(await as(support.token)(method, path), 403, 40300, 'You are not allowed to do this.');
    }
    expectFailure(await as(support.token)('POST', '/api/admin/catalogue/categories', { name: 'X', categoryUrl: 'x-support', parentId: null }), 403, 40300);

    const fulfilment = await createOperator(s, admin.token, ['fulfilment']);
    expectFailure(await as(fulfilment.token)('GET', '/api/admin/catalogue/products'), 403, 40300);
    expectOk(await as(fulfilment.token)('GET', '/api/admin/catalogue/shipping/channels'));

    const catalogue = await createOperator(s, admin.token, ['catalogue']);
    expectOk(await as(catalogue.token)('GET', '/api/admin/catalogue/products'));
    expectOk(await as(catalogue.token)('GET', '/api/admin/catalogue/banners'));
    expectFailure(await as(catalogue.token)('GET', '/api/admin/catalogue/shipping/zones'), 403, 40300);
    expectOk(await as(admin.token)('GET', '/api/admin/catalogue/shipping/zones'));
  });
});

describe('categories', () => {
  test('three levels with unique URLs; the tree shows names, levels and product counts', async () => {
    const call = as(admin.token);
    const { top, middle, leaf } = await createBranch(s, admin.token);
    assert.deepEqual([top.level, middle.level, leaf.level], [1, 2, 3]);

    const tooDeep = await call('POST', '/api/admin/catalogue/categories', { name: 'Deep', categoryUrl: `deep-${leaf.id}`, parentId: leaf.id });
    expectFailure(tooDeep, 400, 40000, 'Categories have at most three levels, and products belong to a third-level category.');
    assert.equal(tooDeep.body.data.field, 'parentId');

    const taken = await call('POST', '/api/admin/catalogue/categories', { name: 'Again', categoryUrl: leaf.categoryUrl.toUpperCase(), parentId: middle.id });
    expectFailure(taken, 409, 40900, 'This value is already used by another record.');
    assert.equal(taken.body.data.field, 'categoryUrl');

    const tree: CategoryNode[] = expectOk(
      await call('PUT', `/api/admin/catalogue/categories/${leaf.id}`, { name: 'Shirts & Blouses', names: { fr: 'Chemises', de: '' }, status: 0, imgUrl: '/media/categories/shirts.webp' }),
      'Saved successfully',
    );
    const changed = findCategory(tree, leaf.categoryUrl)!;
    assert.equal(changed.name, 'Shirts & Blouses');
    assert.deepEqual(changed.names, { fr: 'Chemises' }, 'empty translations are dropped so English shows instead');
    assert.equal(changed.status, 0);
    assert.equal(findCategory(tree, middle.categoryUrl)!.children[0]!.id, leaf.id);
  });

  test('moves keep three levels at most; categories in use cannot be deleted', async () => {
    const call = as(admin.token);
    const one = await createBranch(s, admin.token);
    const two = await createBranch(s, admin.token);
    // A level-2 category with a child cannot go under another level-2 one (it would reach level 4).
    const deep = await call('PUT', `/api/admin/catalogue/categories/${one.middle.id}`, { parentId: two.middle.id });
    expectFailure(deep, 400, 40000);
    assert.equal(deep.body.data.field, 'parentId');
    // Nor under its own child.
    expectFailure(await call('PUT', `/api/admin/catalogue/categories/${one.top.id}`, { parentId: one.leaf.id }), 400, 40000);
    // A leaf with products must stay on level 3; a move to another level-2 parent is fine.
    await createProductWithSkus(s, admin.token, one.leaf.id, ['M']);
    expectFailure(await call('PUT', `/api/admin/catalogue/categories/${one.leaf.id}`, { parentId: one.top.id }), 400, 40000);
    const moved: CategoryNode[] = expectOk(await call('PUT', `/api/admin/catalogue/categories/${one.leaf.id}`, { parentId: two.middle.id }));
    const leaf = findCategory(moved, one.leaf.categoryUrl)!;
    assert.equal(leaf.level, 3);
    assert.equal(leaf.productCount, 1);
    assert.equal(findCategory(moved, two.top.categoryUrl)!.productCount, 1, 'a branch counts the products under it');
    assert.equal(findCategory(moved, one.top.categoryUrl)!.productCount, 0);
    assert.ok(findCategory(moved, two.middle.categoryUrl)!.children.some((c) => c.id === one.leaf.id));

    expectFailure(await call('DELETE', `/api/admin/catalogue/categories/${two.middle.id}`), 409, 40900, 'This record is still in use and cannot be deleted.');
    expectFailure(await call('DELETE', `/api/admin/catalogue/categories/${one.leaf.id}`), 409, 40900);
    const afterDelete: CategoryNode[] = expectOk(await call('DELETE', `/api/admin/catalogue/categories/${one.middle.id}`), 'Deleted successfully');
    assert.equal(findCategory(afterDelete, one.middle.categoryUrl), undefined);
    expectFailure(await call('DELETE', `/api/admin/catalogue/categories/${one.middle.id}`), 404, 40400);
  });
});

describe('products', () => {
  test('created on a third-level category with generated ids; found by name, item no or kkProductId', async () => {
    const call = as(admin.token);
    const { top, leaf } = await createBranch(s, admin.token);
    const onTop = await call('POST', '/api/admin/catalogue/products', { name: 'Misplaced', categoryId: top.id, weightGrams: 100 });
    expectFailure(onTop, 400, 40000);
    assert.equal(onTop.body.data.field, 'categoryId');

    const created = expectOk(
      await call('POST', '/api/admin/catalogue/products', {
        name: 'Café Linen Dress',
        categoryId: leaf.id,
        weightGrams: 320,
        productType: 2,
        status: 1,
        fabric: 'Linen',
        minOrderQuantity: 6,
        processingTime: '2~4',
        attributes: { style: 'Casual', designElements: ['Pocket'] },
        images: [{ url: '/media/garments/dress-solid-d8c3a5-ffffff-1.webp', colour: 'Sand' }],
      }),
      'Saved successfully',
    );
    assert.match(created.kkProductId, /^KK\d{10}$/);
    assert.match(created.itemNo, /^TW\d{8}$/);
    assert.equal(created.seoSlug, `cafe-linen-dress-${created.itemNo.toLowerCase()}`);
    assert.equal(created.categoryName, 'Shirts');
    assert.deepEqual([created.productType, created.fabric, created.minOrderQuantity, created.processingTime], [2, 'Linen', 6, '2~4']);
    assert.deepEqual(created.attributes, { style: 'Casual', designElements: ['Pocket'] });
    assert.equal(created.images[0].url, '/media/garments/dress-solid-d8c3a5-ffffff-1.webp');
    assert.equal(created.mainImageUrl, '/media/garments/dress-solid-d8c3a5-ffffff-1.webp', 'summary refreshed: main image');
    assert.deepEqual(created.skus, []);

    const itemNo = uniqueItemNo();
    const second = expectOk(await call('POST', '/api/admin/catalogue/products', { name: 'Oxford Shirt', itemNo, categoryId: leaf.id, weightGrams: 250 }));
    assert.equal(second.itemNo, itemNo);
    const duplicate = await call('POST', '/api/admin/catalogue/products', { name: 'Twin', itemNo, categoryId: leaf.id, weightGrams: 250 });
    expectFailure(duplicate, 409, 40900);
    assert.equal(duplicate.body.data.field, 'itemNo');

    const byName = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { search: 'café linen' }));
    assert.ok(byName.list.some((p: { id: number }) => p.id === created.id));
    const byItemNo = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { search: itemNo.toLowerCase() }));
    assert.deepEqual(byItemNo.list.map((p: { id: number }) => p.id), [second.id]);
    const byKk = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { search: created.kkProductId }));
    assert.deepEqual(byKk.list.map((p: { id: number }) => p.id), [created.id]);
    const wildcard = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { search: '%' }));
    assert.equal(wildcard.total, 0, "'%' is a character, not a wildcard");

    // A level-1 category lists the products of its whole branch; status filters.
    const branch = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { categoryId: top.id, pageSize: 1 }));
    assert.equal(branch.total, 2);
    assert.equal(branch.list.length, 1);
    assert.equal(branch.list[0].id, second.id, 'newest first');
    expectOk(await call('PUT', `/api/admin/catalogue/products/${second.id}`, { status: 0 }));
    const onSale = expectOk(await call('GET', '/api/admin/catalogue/products', undefined, { categoryId: top.id, status: 1 }));
    assert.deepEqual(onSale.list.map((p: { id: number }) => p.id), [created.id]);

    expectFailure(await call('GET', '/api/admin/catalogue/products/999999'), 404, 40400);
  });

  test('a page of the product list costs the same few statements whatever its size', async () => {
    const { leaf } = await createBranch(s, admin.token);
    for (let i = 0; i < 6; i++) await createProductWithSkus(s, admin.token, leaf.id, ['M', 'L']);
    const counts: number[] = [];
    for (const pageSize of [2, 60]) {
      const { result, statements } = await countStatements(s.db, () => as(admin.token)('GET', '/api/admin/catalogue/products', undefined, { categoryId: leaf.id, pageSize }));
      assert.equal(expectOk(result).list.length, Math.min(pageSize, 6));
      counts.push(statements);
    }
    // Session check, maintenance flag (cached), the operator's roles, then one page and one count.
    assert.ok(counts.every((n) => n <= 5), counts.join(', '));
  });

  test('changing a product: fields, category, and pictures replaced while kept ones stay', async () => {
    const call = as(admin.token);
    const one = await createBranch(s, admin.token);
    const two = await createBranch(s, admin.token);
    const product = expectOk(
      await call('POST', '/api/admin/catalogue/products', {
        name: 'Wrap Skirt',
        categoryId: one.leaf.id,
        weightGrams: 180,
        images: [{ url: '/media/a.webp' }, { url: '/media/b.webp', colour: 'Red' }],
      }),
    );
    const updated = expectOk(
      await call('PUT', `/api/admin/catalogue/products/${product.id}`, {
        name: 'Wrap Midi Skirt',
        description: 'Tie waist.',
        categoryId: two.leaf.id,
        fabric: '',
        images: [{ url: '/media/b.webp', colour: 'Ruby' }, { url: '/media/c.webp' }],
      }),
    );
    assert.equal(updated.name, 'Wrap Midi Skirt');
    assert.equal(updated.description, 'Tie waist.');
    assert.equal(updated.categoryId, two.leaf.id);
    assert.equal(updated.fabric, null);
    assert.equal(updated.seoSlug, product.seoSlug, 'the product page address does not change with the name');
    assert.deepEqual(updated.images.map((i: { url: string; colour: string | null }) => [i.url, i.colour]), [['/media/b.webp', 'Ruby'], ['/media/c.webp', null]]);
    assert.equal(updated.images[0].id, product.images[1].id, 'a kept picture keeps its row (and its visual-search features)');
    assert.equal(updated.mainImageUrl, '/media/b.webp');
    expectFailure(await call('PUT', `/api/admin/catalogue/products/${product.id}`, { categoryId: two.middle.id }), 400, 40000);
  });
});

describe('SKUs, stock and prices', () => {
  test('SKUs by colour and size; dollars typed in the form reach the server as exact cents', async () => {
    const call = as(admin.token);
    const { leaf } = await createBranch(s, admin.token);
    const product = expectOk(await call('POST', '/api/admin/catalogue/products', { name: 'Tee', categoryId: leaf.id, weightGrams: 150 }));
    // 0.29, 19.99 and 1.15 are not exact in binary floating point; the form's parser never uses it.
    const prices = ['19.99', '0.29', '1.15'].map((text) => parseDollars(text)!);
    assert.deepEqual(prices, [1999, 29, 115]);
    let detail = product;
    for (const [i, size] of ['XL', 'S', 'M'].entries()) {
      detail = expectOk(
        await call('POST', `/api/admin/catalogue/products/${product.id}/skus`, { colour: 'Black', colourHex: '111111', size, priceCents: prices[i], originalPriceCents: 2999, weightGrams: 150, stock: { US: 5 } }),
      );
    }
    assert.deepEqual(detail.skus.map((sku: { size: string }) => sku.size), ['S', 'M', 'XL'], 'sizes in the spec order');
    assert.deepEqual(detail.skus.map((sku: { priceCents: number }) => sku.priceCents), [29, 115, 1999]);
    assert.equal(detail.skus[0].colourHex, '#111111');
    assert.equal(detail.skus[0].skuCode, `${product.itemNo}-BLACK-S`);
    assert.deepEqual(detail.skus[0].stock, { CN_S: 0, CN_N: 0, US: 5, GB: 0, DE: 0 });
    assert.equal(detail.priceCents, 29, 'summary: lowest on-sale price');
    assert.equal(detail.totalStock, 15);

    const twin = await call('POST', `/api/admin/catalogue/products/${product.id}/skus`, { colour: 'black', size: 's', priceCents: 100, originalPriceCents: 100, weightGrams: 150 });
    expectFailure(twin, 409, 40900);
    assert.equal(twin.body.data.field, 'size');

    const cheapest = detail.skus[0];
    const changed = expectOk(await call('PUT', `/api/admin/catalogue/skus/${cheapest.id}`, { priceCents: 2500, status: 0 }));
    assert.equal(changed.skus.find((sku: { id: number }) => sku.id === cheapest.id).priceCents, 2500);
    assert.equal(changed.priceCents, 115, 'an SKU off sale no longer sets the price');
    assert.equal(changed.totalStock, 10);
    expectFailure(await call('PUT', `/api/admin/catalogue/skus/${cheapest.id}`, { size: 'M' }), 409, 40900);
  });

  test('stock per warehouse is set, never negative, only for the product own SKUs; summaries follow', async () => {
    const call = as(admin.token);
    const { leaf } = await createBranch(s, admin.token);
    const product = await createProductWithSkus(s, admin.token, leaf.id, ['M', 'L']);
    const other = await createProductWithSkus(s, admin.token, leaf.id, ['S']);
    const [m, l] = product.skus;

    const negative = await call('PUT', `/api/admin/catalogue/products/${product.id}/stock`, { items: [{ skuId: m.id, warehouseCode: 'US', stock: -1 }] });
    expectFailure(negative, 400, 40000);
    assert.equal(negative.body.data.field, 'items.0.stock');
    const foreign = await call('PUT', `/api/admin/catalogue/products/${product.id}/stock`, { items: [{ skuId: other.skus[0].id, warehouseCode: 'US', stock: 1 }] });
    expectFailure(foreign, 400, 40000);
    assert.equal(foreign.body.data.field, 'items.0.skuId');

    const detail = expectOk(
      await call('PUT', `/api/admin/catalogue/products/${product.id}/stock`, {
        items: [
          { skuId: m.id, warehouseCode: 'CN_S', stock: 400 },
          { skuId: m.id, warehouseCode: 'US', stock: 0 },
          { skuId: l.id, warehouseCode: 'DE', stock: 250 },
          { skuId: l.id, warehouseCode: 'CN_S', stock: 0 },
          { skuId: l.id, warehouseCode: 'US', stock: 0 },
        ],
      }),
      'Saved successfully',
    );
    assert.deepEqual(detail.skus.find((sku: { id: number }) => sku.id === m.id).stock, { CN_S: 400, CN_N: 0, US: 0, GB: 0, DE: 0 });
    assert.equal(detail.totalStock, 650);
    assert.deepEqual(detail.warehouses, ['CN', 'DE']);
    assert.equal(detail.supplierRank, 'A', 'more than 300 pieces and a median SKU above 100');
    const [row] = await s.db.select().from(products).where(eq(products.id, product.id));
    assert.equal(row!.totalStock, 650);
  });

  test('bulk price change by percent or fixed amount, never below 0; buyers see the new price', async () => {
    const call = as(admin.token);
    const { leaf } = await createBranch(s, admin.token);
    const product = await createProductWithSkus(s, admin.token, leaf.id, ['M', 'L'], 999);
    const [m, l] = product.skus;

    const up = expectOk(await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'percent', value: -15 }), 'Saved successfully');
    assert.deepEqual(up.skus.map((sku: { priceCents: number }) => sku.priceCents), [849, 849], '999 - 15 % = 849.15, rounded to the cent');
    assert.deepEqual(up.skus.map((sku: { originalPriceCents: number }) => sku.originalPriceCents), [1499, 1499], 'original price untouched');

    const both = expectOk(await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'fixed', value: 151, target: 'both', skuIds: [l.id] }));
    assert.equal(both.skus.find((sku: { id: number }) => sku.id === l.id).priceCents, 1000);
    assert.equal(both.skus.find((sku: { id: number }) => sku.id === l.id).originalPriceCents, 1650);
    assert.equal(both.skus.find((sku: { id: number }) => sku.id === m.id).priceCents, 849);

    const below = await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'fixed', value: -900 });
    expectFailure(below, 400, 40000, 'A price cannot go below 0.');
    assert.equal(below.body.data.field, 'value');
    const unchanged = expectOk(await call('GET', `/api/admin/catalogue/products/${product.id}`));
    assert.deepEqual(unchanged.skus.map((sku: { priceCents: number }) => sku.priceCents), [849, 1000], 'nothing changed');
    expectFailure(await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'percent', value: 5, skuIds: [999999] }), 400, 40000);

    const free = expectOk(await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'percent', value: -100, skuIds: [m.id] }));
    assert.equal(free.skus.find((sku: { id: number }) => sku.id === m.id).priceCents, 0);
    assert.equal(free.priceCents, 0);
    const [row] = await s.db.select().from(products).where(eq(products.id, product.id));
    assert.equal(row!.priceCents, 0, 'the products row buyers list from was refreshed');

    // What a signed-in buyer's product list shows once the free SKU is taken off sale.
    expectOk(await call('PUT', `/api/admin/catalogue/skus/${m.id}`, { status: 0 }));
    const seller = await s.login(DEMO.email, DEMO.password);
    const list = expectOk(await s.request('POST', '/api/product/list', { token: seller.token, body: { categoryId: leaf.id } }));
    const card = list.list.find((c: { kkProductId: string }) => c.kkProductId === product.kkProductId);
    assert.ok(card, 'the product is listed');
    assert.equal(card.price, 1000, 'the cheapest SKU still on sale');
  });
});

describe('audit log', () => {
  test('every catalogue change is recorded with the operator who made it', async () => {
    const catalogue = await createOperator(s, admin.token, ['catalogue']);
    const { leaf } = await createBranch(s, catalogue.token);
    const product = await createProductWithSkus(s, catalogue.token, leaf.id, ['M']);
    const call = as(catalogue.token);
    expectOk(await call('PUT', `/api/admin/catalogue/products/${product.id}`, { name: 'Renamed' }));
    expectOk(await call('PUT', `/api/admin/catalogue/skus/${product.skus[0].id}`, { weightGrams: 230 }));
    expectOk(await call('PUT', `/api/admin/catalogue/products/${product.id}/stock`, { items: [{ skuId: product.skus[0].id, warehouseCode: 'GB', stock: 7 }] }));
    expectOk(await call('POST', `/api/admin/catalogue/products/${product.id}/price-change`, { mode: 'percent', value: 10 }));
    expectOk(await call('DELETE', `/api/admin/catalogue/categories/${(await createBranch(s, catalogue.token)).leaf.id}`));

    const mine = (await auditActions(s, admin.token)).filter((a) => a.operatorId === catalogue.id);
    const actions = new Set(mine.map((a) => a.action));
    for (const action of ['category.create', 'category.delete', 'product.create', 'product.update', 'sku.create', 'sku.update', 'stock.set', 'price.change']) {
      assert.ok(actions.has(action), `${action} in ${[...actions].join(', ')}`);
    }
    const stock = mine.find((a) => a.action === 'stock.set')!;
    assert.equal(stock.subject, String(product.id));
    assert.equal(stock.detail, `${product.skus[0].id}/GB=7`);
  });
});
