import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AdminTerm, ProductCard, ProductDetail } from '@threadway/contracts';
import { productTexts } from '../src/db/schema/index.ts';
import { auditActions } from './admin-catalogue-fixtures.ts';
import { seedCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';
import { DEMO, expectFailure, expectOk, useTestServer } from './harness.ts';

/** The catalogue in the seller's language (issue 18): vocabularies, product texts, search, operators' edits. */

let fixture: CatalogueFixture;
let seller: { token: string };
let admin: { token: string };
const s = useTestServer({}, async (server) => {
  fixture = await seedCatalogueFixture(server.db);
  const p = fixture.onSale[1]!;
  await server.db.insert(productTexts).values({ productId: p.id, locale: 'de', name: 'Zopfstrickpullover', description: 'Ein warmer Pullover mit Zopfmuster.' });
  // The dresses named as the demo catalogue names them in German and French.
  const fabricIn = { de: { Cotton: 'Baumwolle', Wool: 'Wolle', Polyester: 'Polyester', Linen: 'Leinen', Denim: 'Denim' }, fr: { Cotton: 'coton', Wool: 'laine', Polyester: 'polyester', Linen: 'lin', Denim: 'denim' } } as const;
  await server.db.insert(productTexts).values(
    dresses().flatMap((d) => [
      { productId: d.id, locale: 'de', name: `Kleid aus ${fabricIn.de[d.fabric as 'Cotton']}`, description: 'Stoff: ' + fabricIn.de[d.fabric as 'Cotton'] },
      { productId: d.id, locale: 'fr', name: `Robe en ${fabricIn.fr[d.fabric as 'Cotton']}`, description: 'Tissu : ' + fabricIn.fr[d.fabric as 'Cotton'] },
    ]),
  );
  seller = await server.login(DEMO.email, DEMO.password);
  admin = await server.adminLogin();
});

const dresses = () => fixture.onSale.filter((x) => x.categoryUrl === 'women-maxi-dresses');
const inLanguage = (language: string) => ({ token: seller.token, headers: { 'accept-language': language } });
const detail = (kkProductId: string, language: string) => s.request<ProductDetail>('GET', '/api/product/open/details', { query: { id: kkProductId }, ...inLanguage(language) });
const list = (body: Record<string, unknown>, language: string) =>
  s.request<{ list: ProductCard[]; total: number; correctedSearch?: string | null }>('POST', '/api/product/list', { body: { pageNumber: 1, pageSize: 60, ...body }, ...inLanguage(language) });
const termOf = async (kind: string, term: string) =>
  expectOk(await s.request<{ list: AdminTerm[] }>('GET', '/api/admin/catalogue/terms', { token: admin.token, query: { kind, search: term } })).list.find((t) => t.term === term)!;

describe('product page and cards in the seller\'s language', () => {
  test('German: colours, sizes, fabric, attributes and the name and description an operator gave', async () => {
    const p = fixture.onSale[1]!;
    const page = expectOk(await detail(p.kkProductId, 'de'));
    assert.equal(page.name, 'Zopfstrickpullover');
    assert.equal(page.description, 'Ein warmer Pullover mit Zopfmuster.');
    assert.deepEqual(page.colours.map((c) => c.name), ['Schwarz', 'Rot', 'Marineblau']);
    assert.deepEqual(new Set(page.skus.map((k) => k.colour)), new Set(['Schwarz', 'Rot', 'Marineblau']));
    assert.deepEqual(new Set(page.images.map((i) => i.colour)), new Set(['Schwarz', 'Rot', 'Marineblau']));
    assert.equal(page.attributes.pattern, { Solid: 'Uni', Striped: 'Gestreift', Floral: 'Geblümt' }[p.attributes.pattern!]);
    assert.equal(page.attributes.style, { Casual: 'Lässig', Elegant: 'Elegant' }[p.attributes.style!]);
  });

  test('Arabic: colours, fabric and attributes in Arabic; the name falls back to English without an Arabic text', async () => {
    const p = fixture.onSale.find((x) => x.fabric === 'Cotton' && x.attributes.pattern === 'Striped')!;
    const page = expectOk(await detail(p.kkProductId, 'ar'));
    assert.deepEqual(page.colours.map((c) => c.name), ['أسود', 'أحمر', 'كحلي']);
    assert.equal(page.fabric, 'قطن');
    assert.equal(page.attributes.pattern, 'مخطط');
    assert.equal(page.name, p.name);
    const card = expectOk(await list({ search: p.itemNo }, 'ar')).list.find((c) => c.kkProductId === p.kkProductId)!;
    assert.deepEqual(card.colours.map((c) => c.name), ['أسود', 'أحمر', 'كحلي']);
    assert.equal(card.fabric, 'قطن');
  });

  test('English stays as stored, and a term the vocabulary does not know stays English in every language', async () => {
    const p = fixture.onSale.find((x) => x.fabric === 'Wool')!;
    const english = expectOk(await detail(p.kkProductId, 'en'));
    assert.deepEqual(english.colours.map((c) => c.name), ['Black', 'Red', 'Navy']);
    assert.equal(expectOk(await detail(p.kkProductId, 'de')).fabric, 'Wool');
  });

  test('filters offer the fabrics and attribute values in the seller\'s language, and a chosen fabric filters in it', async () => {
    const fabrics = expectOk(await s.request<string[]>('GET', '/api/product/open/materialByCategory', inLanguage('de')));
    assert.ok(fabrics.includes('Baumwolle') && fabrics.includes('Leinen') && !fabrics.includes('Cotton'), fabrics.join());
    const attributes = expectOk(await s.request<Record<string, string[]>>('POST', '/api/product/open/attribute', { body: {}, ...inLanguage('de') }));
    assert.deepEqual(attributes.colour, ['Marineblau', 'Rot', 'Schwarz']);
    const german = expectOk(await list({ fabrics: ['Baumwolle'] }, 'de'));
    const english = expectOk(await list({ fabrics: ['Cotton'] }, 'en'));
    assert.ok(german.total > 0);
    assert.equal(german.total, english.total);
    assert.ok(german.list.every((c) => c.fabric === 'Baumwolle'));
  });
});

describe('searching in the seller\'s language', () => {
  test("German 'baumwolle' and Arabic 'قطن' find the cotton products that 'cotton' finds; an unknown word finds nothing", async () => {
    const cotton = expectOk(await list({ search: 'cotton' }, 'en'));
    assert.ok(cotton.total > 0);
    const wanted = cotton.list.map((c) => c.kkProductId).sort();
    assert.deepEqual(expectOk(await list({ search: 'Baumwolle' }, 'de')).list.map((c) => c.kkProductId).sort(), wanted);
    assert.deepEqual(expectOk(await list({ search: 'قطن' }, 'ar')).list.map((c) => c.kkProductId).sort(), wanted);
    assert.equal(expectOk(await list({ search: 'zzqqxx' }, 'de')).total, 0);
  });

  test("a colour word with another word: 'rot gestreift' finds the striped products (all come in red)", async () => {
    const striped = expectOk(await list({ search: 'red striped' }, 'en'));
    assert.ok(striped.total > 0);
    assert.equal(expectOk(await list({ search: 'rot gestreift' }, 'de')).total, striped.total);
  });
});

describe('searching product names and descriptions in the seller\'s language', () => {
  const ids = (page: { list: ProductCard[] }) => page.list.map((c) => c.kkProductId).sort();

  test("German 'Kleid' and French 'robe' find the dresses that 'dress' finds in English", async () => {
    const wanted = dresses().map((d) => d.kkProductId).sort();
    assert.ok(wanted.length > 0);
    assert.deepEqual(ids(expectOk(await list({ search: 'dress' }, 'en'))), wanted);
    assert.deepEqual(ids(expectOk(await list({ search: 'Kleid' }, 'de'))), wanted);
    const french = expectOk(await list({ search: 'robe' }, 'fr'));
    assert.deepEqual(ids(french), wanted);
    // A word of the French texts is no typo: it is not turned into the colour 'rose'.
    assert.equal(french.correctedSearch, null);
  });

  test('a garment noun with a fabric of its description; filters and sorts work as in English', async () => {
    const cotton = dresses().filter((d) => d.fabric === 'Cotton').map((d) => d.kkProductId).sort();
    assert.ok(cotton.length > 0);
    assert.deepEqual(ids(expectOk(await list({ search: 'Kleid Baumwolle' }, 'de'))), cotton);
    const filter = { warehouses: ['US'], sortType: 'priceAsc' };
    const english = expectOk(await list({ search: 'dress', ...filter }, 'en'));
    assert.ok(english.total > 0);
    assert.deepEqual(expectOk(await list({ search: 'Kleid', ...filter }, 'de')).list.map((c) => c.kkProductId), english.list.map((c) => c.kkProductId));
  });

  test('English is unaffected: the German and French names find nothing in English, nor in another language', async () => {
    assert.equal(expectOk(await list({ search: 'Kleid' }, 'en')).total, 0);
    assert.equal(expectOk(await list({ search: 'Kleid' }, 'fr')).total, 0);
    assert.equal(expectOk(await list({ search: 'dress' }, 'de')).total, dresses().length);
  });
});

describe('the bag in the seller\'s language', () => {
  test('a line\'s colour reads in the seller\'s language; the SKU it holds is the same', async () => {
    const p = fixture.onSale[3]!;
    const sku = p.skus.find((k) => k.colour === 'Red' && k.status === 1 && Object.entries(k.stock).some(([, n]) => n > 0))!;
    const warehouseCode = Object.entries(sku.stock).find(([, n]) => n > 0)![0];
    expectOk(await s.request('POST', '/api/product/cart/add', { token: seller.token, body: { kkProductId: p.kkProductId, skuCode: sku.skuCode, warehouseCode, num: 1 } }));
    const line = (language: string) =>
      s.request<{ skuCode: string; option1: string }[]>('POST', '/api/product/cart/list', inLanguage(language)).then((answer) => expectOk(answer).find((l) => l.skuCode === sku.skuCode)!);
    assert.equal(JSON.parse((await line('de')).option1).value, 'Rot');
    assert.equal(JSON.parse((await line('en')).option1).value, 'Red');
  });
});

describe('operators manage the vocabularies', () => {
  test('an edited translation shows to sellers at once; an emptied one falls back to English; the change is audited', async () => {
    const p = fixture.onSale[2]!;
    const red = await termOf('colour', 'Red');
    assert.equal(red.names.de, 'Rot');
    const saved = expectOk(await s.request<AdminTerm>('PUT', `/api/admin/catalogue/terms/${red.id}`, { token: admin.token, body: { names: { ...red.names, de: 'Feuerrot', ar: '' } } }));
    assert.equal(saved.names.de, 'Feuerrot');
    assert.equal(saved.names.ar, undefined);
    assert.deepEqual(expectOk(await detail(p.kkProductId, 'de')).colours.map((c) => c.name), ['Schwarz', 'Feuerrot', 'Marineblau']);
    assert.deepEqual(expectOk(await detail(p.kkProductId, 'ar')).colours.map((c) => c.name), ['أسود', 'Red', 'كحلي']);
    assert.ok((await auditActions(s, admin.token)).some((entry) => entry.action === 'term.update' && entry.subject === String(red.id)));
    expectOk(await s.request('PUT', `/api/admin/catalogue/terms/${red.id}`, { token: admin.token, body: { names: red.names } }));
  });

  test('the list filters by kind and by any language; sellers may not edit', async () => {
    const page = expectOk(await s.request<{ list: AdminTerm[]; total: number }>('GET', '/api/admin/catalogue/terms', { token: admin.token, query: { kind: 'fabric', search: 'baumwolle' } }));
    assert.deepEqual(page.list.map((t) => t.term), ['Cotton']);
    expectFailure(await s.request('PUT', `/api/admin/catalogue/terms/${page.list[0]!.id}`, { token: seller.token, body: { names: { de: 'x' } } }), 403, 40300);
  });
});
