import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { WAREHOUSES, parseGarmentImageName, sortSizes, supplierRank } from '@threadway/contracts';
import { CATALOGUE_TERMS } from '../catalogue-terms/terms.ts';
import { TRANSLATED_LOCALES } from '../catalogue-terms/translations.ts';
import { catalogueGenerator, type CatalogueOptions } from './generate.ts';
import type { ProductDraft, ProductSummary } from './products.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const HOUR = 3_600_000;

function generateAll(options: CatalogueOptions, chunkSize = 500) {
  const generator = catalogueGenerator(options);
  const products: ProductDraft[] = [];
  for (const chunk of generator.productChunks(chunkSize)) products.push(...chunk);
  const summaries: ProductSummary[] = products.map((p) => p.summary);
  const events = generator.events(summaries);
  const festival = events.find((e) => e.row.name === 'Black Friday Edit')!.row;
  const targets = { newInAlbumId: 201, bestSellersAlbumId: 202, festivals: [{ discountId: 508, name: festival.name, names: festival.names as Record<string, string> }], categoryImages: new Map<string, string>() };
  return {
    categories: generator.categories(),
    products,
    events,
    albums: generator.albums(summaries),
    posts: generator.posts(summaries),
    content: generator.content({ newInAlbumId: 201, festivalDiscountId: 508, flashSaleEnd: new Date(NOW.getTime() + 30 * HOUR) }),
    navigation: generator.navigation(targets),
  };
}

describe('demo catalogue generator', () => {
  const catalogue = generateAll({ products: 2000, now: NOW });
  const leaves = catalogueGenerator({ products: 0, now: NOW }).leaves;
  const { products } = catalogue;
  const skus = products.flatMap((p) => p.skus);

  test('the same seed, size and moment give the same catalogue, whatever the chunk size', () => {
    assert.deepEqual(generateAll({ products: 2000, now: NOW }, 77), catalogue);
    const other = generateAll({ products: 50, now: NOW, seed: 'another' });
    assert.notDeepEqual(
      other.products.map((p) => p.row.name),
      products.slice(0, 50).map((p) => p.row.name),
    );
  });

  test('2,000 products make at least 30,000 SKUs and every level-3 category has products', () => {
    assert.equal(products.length, 2000);
    assert.ok(skus.length >= 30_000, `${skus.length} SKUs`);
    const used = new Set(products.map((p) => p.categoryUrl));
    assert.deepEqual(leaves.map((l) => l.leaf.categoryUrl).filter((url) => !used.has(url)), []);
  });

  test('categories: three levels, unique urls, translated names and a picture each', () => {
    const all = catalogue.categories.flatMap((top) => [top, ...top.children.flatMap((middle) => [middle, ...middle.children])]);
    assert.equal(new Set(all.map((c) => c.row.categoryUrl)).size, all.length);
    assert.ok(all.some((c) => c.row.level === 3) && all.every((c) => c.row.level !== 3 || c.children.length === 0));
    for (const c of all) {
      for (const locale of TRANSLATED_LOCALES) assert.ok(c.row.names?.[locale], `${c.row.categoryUrl} ${locale}`);
      assert.ok(parseGarmentImageName(c.row.imgUrl!.split('/').pop()!), c.row.imgUrl!);
    }
  });

  test('navigation, banners, albums and events are named in all seventeen languages', () => {
    const navigation = (items: typeof catalogue.navigation): typeof catalogue.navigation => items.flatMap((item) => [item, ...navigation(item.children)]);
    const named = [
      ...navigation(catalogue.navigation).map((item) => ({ name: item.row.name, names: item.row.names })),
      ...catalogue.content.banners.map((banner) => ({ name: banner.title, names: banner.titles })),
      ...catalogue.albums.map((album) => ({ name: album.row.name, names: album.row.names })),
      ...catalogue.events.map((event) => ({ name: event.row.name, names: event.row.names })),
    ];
    for (const { name, names } of named) for (const locale of TRANSLATED_LOCALES) assert.ok(names?.[locale], `${name} ${locale}`);
  });

  test("every colour, fabric, attribute value and size word the products use is a vocabulary term translated in every language", () => {
    const known = new Set(CATALOGUE_TERMS.map((t) => `${t.kind}:${t.term}`));
    assert.ok(CATALOGUE_TERMS.every((t) => TRANSLATED_LOCALES.every((locale) => t.names[locale])));
    const kinds: Record<string, string> = { fabric: 'fabric', material: 'material', pattern: 'pattern', style: 'style', season: 'season', contour: 'contour', gender: 'gender', designElements: 'designElement' };
    const missing = new Set<string>();
    for (const p of products) {
      for (const sku of p.skus) if (!known.has(`colour:${sku.row.colour}`)) missing.add(`colour:${sku.row.colour}`);
      if (p.row.fabric && !known.has(`fabric:${p.row.fabric}`)) missing.add(`fabric:${p.row.fabric}`);
      for (const [key, value] of Object.entries(p.row.attributes ?? {})) {
        for (const v of Array.isArray(value) ? value : [value]) if (kinds[key] && !known.has(`${kinds[key]}:${v}`)) missing.add(`${kinds[key]}:${v}`);
      }
    }
    assert.deepEqual([...missing], []);
  });

  test('reviews of one product read like different people wrote them: no two texts or reviewers alike', () => {
    const reviewed = products.filter((p) => p.reviews.length > 1);
    assert.ok(reviewed.some((p) => p.reviews.length >= 12));
    for (const p of reviewed) {
      assert.equal(new Set(p.reviews.map((r) => r.content)).size, p.reviews.length, p.row.name);
      assert.equal(new Set(p.reviews.map((r) => r.name.split(' ')[0])).size, p.reviews.length, p.row.name);
    }
  });

  test('codes, ids and slugs are unique', () => {
    for (const values of [skus.map((s) => s.row.skuCode), products.map((p) => p.row.kkProductId), products.map((p) => p.row.itemNo), products.map((p) => p.row.seoSlug)]) {
      assert.equal(new Set(values).size, values.length);
    }
    assert.ok(products.every((p) => /^\d{10}$/.test(p.row.kkProductId) && /^TW\d+$/.test(p.row.itemNo)));
  });

  test('sizes follow the spec order and every colour has every size', () => {
    for (const p of products) {
      const sizes = [...new Set(p.skus.map((s) => s.row.size))];
      assert.deepEqual(sortSizes(sizes, (s) => s), sizes, p.row.name);
      assert.equal(p.skus.length, sizes.length * p.images.length);
    }
    const allSizes = new Set(skus.map((s) => s.row.size));
    for (const size of ['XS', '3XL', '5XL', 'One Size', '4Y', '6-12M']) assert.ok(allSizes.has(size), size);
  });

  test('stock: every product in China, all warehouses used, ranks A, B and C, some SKUs sold out', () => {
    for (const p of products) assert.ok(p.skus[0]!.stock.some((r) => r.warehouseCode.startsWith('CN')));
    const codes = new Set(skus.flatMap((s) => s.stock.map((r) => r.warehouseCode)));
    assert.deepEqual([...codes].sort(), WAREHOUSES.map((w) => w.code).sort());
    assert.deepEqual(new Set(products.map((p) => p.row.supplierRank)), new Set(['A', 'B', 'C']));
    assert.ok(skus.some((s) => s.stock.every((r) => r.stock === 0)));
    const abroad = (code: string) => products.filter((p) => p.skus[0]!.stock.some((r) => r.warehouseCode === code)).length / products.length;
    assert.ok(abroad('US') > 0.25 && abroad('US') < 0.35 && abroad('GB') > 0.1 && abroad('DE') > 0.1);
  });

  test('denormalised product columns agree with the SKUs', () => {
    for (const p of products) {
      const onSale = p.skus.filter((s) => s.row.status === 1);
      const prices = (onSale.length > 0 ? onSale : p.skus).map((s) => s.row.priceCents);
      assert.equal(p.row.priceCents, Math.min(...prices));
      const perSku = onSale.map((s) => s.stock.reduce((sum, r) => sum + r.stock, 0));
      assert.equal(p.row.totalStock, perSku.reduce((a, b) => a + b, 0));
      assert.equal(p.row.supplierRank, supplierRank(perSku));
      assert.equal(p.row.sales, p.skus.reduce((sum, s) => sum + (s.row.sales ?? 0), 0));
      assert.equal(p.row.mainImageUrl, p.images[0]!.url);
      for (const colour of p.images) assert.ok(p.row.keywords!.includes(colour.colour));
    }
  });

  test('products: realistic ranges, statuses, types, packs and translated names', () => {
    for (const p of products) {
      assert.ok(p.row.weightGrams >= 120 && p.row.weightGrams <= 900, `${p.row.weightGrams}`);
      assert.ok(p.row.priceCents >= 350 && p.row.priceCents <= 5100, `${p.row.priceCents}`);
      assert.ok(p.row.originalPriceCents > p.row.priceCents);
      assert.ok(p.row.description!.split('. ').length >= 3 && !/[<>]/.test(p.row.description!));
      assert.ok(p.row.minOrderQuantity === null || (p.row.minOrderQuantity! >= 2 && p.row.minOrderQuantity! <= 6));
      assert.deepEqual(p.texts.map((t) => t.locale).sort(), [...TRANSLATED_LOCALES].sort());
      assert.ok(p.texts.every((t) => t.name.trim() && t.description.trim()));
    }
    const share = (predicate: (p: ProductDraft) => boolean) => products.filter(predicate).length / products.length;
    for (const status of [0, 3, 4]) assert.ok(share((p) => p.row.status === status) > 0.015 && share((p) => p.row.status === status) < 0.05);
    for (const type of [2, 3]) assert.ok(share((p) => p.row.productType === type) > 0.01);
    assert.ok(share((p) => p.row.minOrderQuantity !== null) > 0.07 && share((p) => p.row.minOrderQuantity !== null) < 0.13);
    const sweater = products.find((p) => /Sweater$/.test(p.row.name))!;
    assert.ok(sweater.texts.find((t) => t.locale === 'de')!.name.includes('Pullover'));
    const arabic = sweater.texts.find((t) => t.locale === 'ar')!;
    assert.ok(arabic.name.startsWith('كنزة') && arabic.description.startsWith('القماش: '), `${arabic.name} ${arabic.description}`);
  });

  test('one picture per colour, named by the contracts and never shared between products', () => {
    const urls = products.flatMap((p) => p.images.map((i) => i.url));
    assert.equal(new Set(urls).size, urls.length);
    for (const p of products) {
      const colours = [...new Set(p.skus.map((s) => s.row.colour))];
      assert.deepEqual(p.images.map((i) => i.colour), colours);
      for (const sku of p.skus) assert.equal(sku.row.imageUrl, p.images.find((i) => i.colour === sku.row.colour)!.url);
      const parsed = parseGarmentImageName(p.images[0]!.url.split('/').pop()!);
      assert.ok(parsed && `#${parsed.primary}` === p.skus[0]!.row.colourHex);
    }
  });

  test('events: three running flash sales ending in 6 h, 30 h and 3 days, one expired, discount events and festivals', () => {
    const flash = catalogue.events.filter((e) => e.row.type === 1);
    const endsIn = flash.map((e) => (e.row.endTime.getTime() - NOW.getTime()) / HOUR).sort((a, b) => a - b);
    assert.deepEqual(endsIn, [-48, 6, 30, 72]);
    for (const e of flash) {
      assert.ok(e.products.length >= 8 && e.products.length <= 20);
      for (const offer of e.products) assert.ok(offer.discountPercent >= 10 && offer.discountPercent <= 60 && offer.spikeSoldStock <= offer.spikeTotalStock!);
    }
    assert.equal(catalogue.events.filter((e) => e.row.type === 2).length, 3);
    const festivals = catalogue.events.filter((e) => e.row.type === 3);
    assert.deepEqual(festivals.map((e) => e.row.name), ['Black Friday Edit', 'Christmas Party', 'Winter Essentials', 'Spring Preview']);
    assert.ok(festivals.every((e) => e.row.bannerUrl?.startsWith('/media/banners/festival-')));
    const offered = catalogue.events.flatMap((e) => e.products.map((p) => p.index));
    assert.equal(new Set(offered).size, offered.length, 'a large catalogue puts each product in one event at most');
    assert.ok(offered.every((index) => products[index]!.row.status === 1));
  });

  test('albums, content, navigation and posts', () => {
    const [newIn, bestSellers] = catalogue.albums;
    const onSale = products.filter((p) => p.row.status === 1);
    const newest = [...onSale].sort((a, b) => b.row.createdAt!.getTime() - a.row.createdAt!.getTime()).slice(0, 60);
    assert.deepEqual(newIn!.products, newest.map((p) => p.index));
    assert.equal(bestSellers!.products.length, 60);
    assert.equal(catalogue.albums.length, 4);

    assert.deepEqual(catalogue.content.banners.map((b) => b.linkUrl), ['/mall/flash-sale', '/mall/album?type=1&moduleId=201', '/mall/festival-collection?discountId=508', '/mall/shipping-cost']);
    assert.deepEqual(Object.keys(catalogue.content.adBar).sort(), ['afterBackgroundColor', 'afterLoginImg', 'afterLoginLink', 'beforeBackgroundColor', 'beforeLoginImg', 'beforeLoginLink']);

    const depth = (nodes: typeof catalogue.navigation): number => (nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children))));
    assert.equal(depth(catalogue.navigation), 3);
    assert.ok(catalogue.navigation.some((n) => n.row.status === 0) && catalogue.navigation.some((n) => n.row.menuType === 2));

    assert.equal(catalogue.posts.length, 40);
    for (const post of catalogue.posts) {
      assert.ok(post.products.length >= 4 && post.products.length <= 8, `${post.products.length}`);
      assert.ok(post.imageUrl.startsWith('/media/looks/') && post.tags.colour && post.tags.designElements);
      assert.equal(products[post.products[0]!]!.categoryUrl, post.categoryUrl);
    }
  });
});
