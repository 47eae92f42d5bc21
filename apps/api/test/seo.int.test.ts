import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { PRODUCT_LIST_PRIORITY_CARDS } from '@threadway/contracts';
import { banners, productImages, productTexts, reviews } from '../src/db/schema/index.ts';
import { insertCategory, insertProduct } from './content-fixtures.ts';
import { useTestServer } from './harness.ts';

const PUBLIC_URL = 'https://shop.example.com';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Threadway: wholesale apparel</title>
    <meta name="description" content="Generic description" />
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDist = mkdtempSync(path.join(tmpdir(), 'threadway-seo-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);

const HOSTILE_NAME = `Tee "Quoted" </script><script>alert('x')</script> & <b>Co</b>`;

let top: { id: number; categoryUrl: string; name: string };
let dresses: { id: number; categoryUrl: string; name: string };
let dress: Awaited<ReturnType<typeof insertProduct>>;
let hostile: Awaited<ReturnType<typeof insertProduct>>;
let soldOut: Awaited<ReturnType<typeof insertProduct>>;
let offSale: Awaited<ReturnType<typeof insertProduct>>;
const s = useTestServer({ env: { WEB_DIST: webDist, PUBLIC_URL } }, async (server) => {
  top = await insertCategory(server.db, { name: 'Women', level: 1, imgUrl: null });
  dresses = await insertCategory(server.db, { name: 'Maxi Dresses', names: { fr: 'Robes longues' }, parentId: top.id, level: 3, imgUrl: '/media/categories/maxi.webp' });
  dress = await insertProduct(server.db, {
    categoryId: dresses.id,
    name: 'Floral Maxi Dress',
    description: 'A flowing   maxi dress\nin light chiffon with a floral print.',
    mainImageUrl: '/media/garments/floral-maxi.webp',
    sales: 50,
    skus: [{ priceCents: 1999, stock: { CN_S: 20 } }, { priceCents: 2199, stock: { US: 5 } }],
  });
  await server.db.insert(productTexts).values({ productId: dress.id, locale: 'fr', name: 'Robe longue fleurie', description: 'Une robe longue fluide.' });
  await server.db.insert(productImages).values([
    { productId: dress.id, url: `/media/products/${dress.kkProductId}-red.webp`, colour: 'Red', sort: 1 },
    { productId: dress.id, url: 'https://cdn.example.net/dress-back.webp', colour: 'Red', sort: 2 },
  ]);
  await server.db.insert(reviews).values([
    { productId: dress.id, name: 'Ann', rating: 5 },
    { productId: dress.id, name: 'Bo', rating: 4 },
    { productId: dress.id, name: 'Cy', rating: 4 },
    { productId: dress.id, name: 'Hidden', rating: 1, status: 0 },
  ]);
  hostile = await insertProduct(server.db, { categoryId: dresses.id, name: HOSTILE_NAME, description: '', skus: [{ priceCents: 999 }] });
  soldOut = await insertProduct(server.db, { categoryId: dresses.id, skus: [{ priceCents: 1500, stock: {} }] });
  offSale = await insertProduct(server.db, { categoryId: dresses.id, status: 0 });
});

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(new URL(url, s.baseUrl), { headers });
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() };
};

const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
const titleOf = (html: string) => unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, attribute: 'name' | 'property', key: string) => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
  return match ? unescapeHtml(match[1]!) : undefined;
};
const preloadsOf = (html: string): string[] => html.match(/<link rel="preload"[^>]*>/g) ?? [];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  assert.equal(blocks.length, 1, 'one JSON-LD block');
  return JSON.parse(blocks[0]![1]!);
};
const seoPath = (product: { seoSlug: string }, category = dresses) => `/product-detail/${category.categoryUrl}/${product.seoSlug}`;

describe('product pages carry their own head', () => {
  test('title, description, canonical, Open Graph and a JSON-LD Product', async () => {
    const { status, type, html } = await page(seoPath(dress));
    assert.equal(status, 200);
    assert.match(type, /text\/html/);
    assert.ok(html.includes('<div id="root"></div>') && html.includes('/assets/index-abc123.js'), 'still the app');
    assert.equal(titleOf(html), 'Floral Maxi Dress | Wholesale Maxi Dresses | Threadway');
    assert.equal(html.match(/<title>/g)?.length, 1, 'the built title is replaced');
    assert.ok(!html.includes('Generic description'), 'the built description is replaced');
    assert.equal(metaOf(html, 'name', 'description'), 'A flowing maxi dress in light chiffon with a floral print.');
    const canonical = `${PUBLIC_URL}${seoPath(dress)}`;
    assert.equal(canonicalOf(html), canonical);
    assert.equal(metaOf(html, 'property', 'og:title'), titleOf(html));
    assert.equal(metaOf(html, 'property', 'og:type'), 'product');
    assert.equal(metaOf(html, 'property', 'og:url'), canonical);
    assert.equal(metaOf(html, 'property', 'og:image'), `${PUBLIC_URL}${dress.mainImageUrl}`);
    assert.equal(metaOf(html, 'name', 'robots'), undefined);
    // The gallery's first picture (the page's largest paint) is fetched with the HTML, not after the scripts.
    assert.deepEqual(preloadsOf(html), [`<link rel="preload" as="image" href="${dress.mainImageUrl}" fetchpriority="high" />`]);

    const product = jsonLdOf(html);
    assert.equal(product['@context'], 'https://schema.org');
    assert.equal(product['@type'], 'Product');
    assert.equal(product.name, 'Floral Maxi Dress');
    assert.equal(product.sku, dress.itemNo);
    assert.deepEqual(product.brand, { '@type': 'Brand', name: 'Threadway' });
    assert.deepEqual(product.image, [`${PUBLIC_URL}${dress.mainImageUrl}`, `${PUBLIC_URL}/media/products/${dress.kkProductId}-red.webp`, 'https://cdn.example.net/dress-back.webp']);
    assert.deepEqual(
      { priceCurrency: product.offers.priceCurrency, price: product.offers.price, availability: product.offers.availability, url: product.offers.url },
      { priceCurrency: undefined, price: undefined, availability: 'https://schema.org/InStock', url: canonical },
      'wholesale prices stay behind registration',
    );
    assert.deepEqual(product.aggregateRating, { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 }, 'hidden reviews do not count');
  });

  test('/product-detail?id= describes the same product, with the SEO path as canonical', async () => {
    const { status, html } = await page(`/product-detail?id=${dress.kkProductId}&color=Red&warehouse=CN_S&noChangeWarehouse=1`);
    assert.equal(status, 200);
    assert.equal(canonicalOf(html), `${PUBLIC_URL}${seoPath(dress)}`);
    assert.equal(jsonLdOf(html).sku, dress.itemNo);
    assert.equal(titleOf((await page(`${seoPath(dress)}/`)).html), titleOf(html), 'a trailing slash does not matter');
  });

  test('no stock is OutOfStock; no reviews, no rating', async () => {
    const product = jsonLdOf((await page(seoPath(soldOut))).html);
    assert.equal(product.offers.availability, 'https://schema.org/OutOfStock');
    assert.equal(product.aggregateRating, undefined);
  });

  test("names are escaped: quotes, '</script>' and tags stay text", async () => {
    const { html } = await page(seoPath(hostile));
    assert.equal((html.match(/<script/g) ?? []).length, 2, 'the app script and the JSON-LD, nothing injected');
    assert.ok(!html.includes("<script>alert('x')"));
    assert.ok(!html.includes('<b>Co</b>'));
    assert.equal(titleOf(html), `${HOSTILE_NAME} | Wholesale Maxi Dresses | Threadway`);
    assert.equal(metaOf(html, 'property', 'og:title'), titleOf(html));
    const product = jsonLdOf(html);
    assert.equal(product.name, HOSTILE_NAME);
    assert.ok(metaOf(html, 'name', 'description')!.startsWith(HOSTILE_NAME), 'without a description, one is written from the name');
  });

  test("the caller's language picks the product text, English otherwise", async () => {
    const { html } = await page(seoPath(dress), { 'accept-language': 'fr-FR,fr;q=0.9' });
    assert.equal(titleOf(html), 'Robe longue fleurie | Wholesale Robes longues | Threadway');
    assert.equal(jsonLdOf(html).description, 'Une robe longue fluide.');
  });

  test('unknown or withdrawn products: still the app, a not-found title, noindex, 404', async () => {
    for (const url of [seoPath({ seoSlug: 'no-such-product' }), '/product-detail?id=NOPE', '/product-detail', seoPath(offSale)]) {
      const { status, html } = await page(url);
      assert.equal(status, 404, url);
      assert.ok(html.includes('<div id="root"></div>'), url);
      assert.equal(titleOf(html), 'This product is not available. | Threadway', url);
      assert.equal(metaOf(html, 'name', 'robots'), 'noindex', url);
      assert.ok(!html.includes('application/ld+json'), url);
    }
  });
});

describe('category pages carry their own head', () => {
  test('/product-list/:menu: name, product count, picture', async () => {
    const { status, html } = await page(`/product-list/${dresses.categoryUrl}`);
    assert.equal(status, 200);
    assert.equal(titleOf(html), 'Wholesale Maxi Dresses | Threadway');
    assert.match(metaOf(html, 'name', 'description')!, /^Shop 3 styles of Maxi Dresses at wholesale prices/, 'on-sale products only');
    assert.equal(canonicalOf(html), `${PUBLIC_URL}/product-list/${dresses.categoryUrl}`);
    assert.equal(metaOf(html, 'property', 'og:image'), `${PUBLIC_URL}/media/categories/maxi.webp`);
    assert.equal(metaOf(html, 'property', 'og:type'), 'website');
  });

  test('/mall/category-detail?secondCategoryId= counts the products below; a top category without a picture borrows one', async () => {
    const { status, html } = await page(`/mall/category-detail?secondCategoryId=${top.id}`);
    assert.equal(status, 200);
    assert.equal(titleOf(html), 'Wholesale Women | Threadway');
    assert.match(metaOf(html, 'name', 'description')!, /^Shop 3 styles of Women/);
    assert.equal(canonicalOf(html), `${PUBLIC_URL}/mall/category-detail?secondCategoryId=${top.id}`);
    assert.equal(metaOf(html, 'property', 'og:image'), `${PUBLIC_URL}${dress.mainImageUrl}`, 'the best seller');
  });

  test('unknown categories: 404 with noindex', async () => {
    for (const url of ['/product-list/no-such-category', '/mall/category-detail?secondCategoryId=99999999', '/mall/category-detail?secondCategoryId=abc', '/mall/category-detail']) {
      const { status, html } = await page(url);
      assert.equal(status, 404, url);
      assert.equal(titleOf(html), "Sorry, we couldn't find it. | Threadway", url);
      assert.equal(metaOf(html, 'name', 'robots'), 'noindex', url);
    }
  });

  test('the bag of one product names the product page canonical; any other bag asks not to be listed; both keep the app and its title', async () => {
    const one = await page(`/confirm-order?kkProductId=${dress.kkProductId}&skuCode=${encodeURIComponent('S-1')}`);
    assert.equal(one.status, 200);
    assert.equal(canonicalOf(one.html), `${PUBLIC_URL}${seoPath(dress)}`);
    assert.equal(metaOf(one.html, 'name', 'robots'), undefined);
    assert.equal(titleOf(one.html), 'Threadway: wholesale apparel', 'the built title stays');
    assert.ok(one.html.includes('<div id="root"></div>'), 'still the app');
    for (const url of [`/confirm-order?kkProductId=${dress.kkProductId}%2C${hostile.kkProductId}&skuCode=a%2Cb`, '/confirm-order?kkProductId=KK-UNKNOWN', '/confirm-order']) {
      const other = await page(url);
      assert.equal(other.status, 200, url);
      assert.equal(metaOf(other.html, 'name', 'robots'), 'noindex', url);
      assert.equal(canonicalOf(other.html), undefined, url);
    }
  });

  test('other pages get index.html as built', async () => {
    for (const url of ['/product-list/a/b', '/mall/new-in']) {
      const { status, html } = await page(url);
      assert.equal(status, 200, url);
      assert.equal(html, INDEX_HTML, url);
    }
  });

  test("/mall preloads its first banner's picture for the screen's width, and keeps the built title and description", async () => {
    await s.db.delete(banners);
    assert.equal((await page('/mall')).html, INDEX_HTML, 'no banner, nothing to preload');
    await s.db.insert(banners).values([
      { title: 'Second', imageUrl: '/media/banners/second.webp', linkUrl: '/mall', sort: 2 },
      { title: 'First', imageUrl: '/media/banners/wide.webp', mobileImageUrl: '/media/banners/mobile/tall.webp', linkUrl: '/mall', sort: 1 },
    ]);
    const { status, html } = await page('/mall');
    assert.equal(status, 200);
    assert.equal(titleOf(html), 'Threadway: wholesale apparel');
    assert.equal(metaOf(html, 'name', 'description'), 'Generic description');
    assert.deepEqual(preloadsOf(html), [
      '<link rel="preload" as="image" href="/media/banners/mobile/tall.webp" media="(max-width: 1000px)" fetchpriority="high" />',
      '<link rel="preload" as="image" href="/media/banners/wide.webp" media="(min-width: 1000.02px)" fetchpriority="high" />',
    ]);
  });
});

describe("product lists preload their first cards' pictures", () => {
  test('/product-list and /product-list/:menu as menus open them: the pictures of the first cards the page will show, as the cards ask for them', async () => {
    for (const [url, filter] of [['/product-list', {}], [`/product-list/${dresses.categoryUrl}`, { categoryUrl: dresses.categoryUrl }]] as const) {
      // What the page itself asks for (the guest's call; a seller's lists the same products in the same order).
      const listed = await s.request('POST', '/api/product/open/product/list', { body: { pageNumber: 1, pageSize: 20, ...filter } });
      const first: string[] = listed.body.data.list.slice(0, PRODUCT_LIST_PRIORITY_CARDS).map((card: { mainImageUrl: string }) => card.mainImageUrl);
      assert.ok(first.length >= 3, url);
      const { status, html } = await page(url);
      assert.equal(status, 200, url);
      assert.equal(titleOf(html), url === '/product-list' ? 'Threadway: wholesale apparel' : 'Wholesale Maxi Dresses | Threadway', url);
      const preloads = preloadsOf(html);
      assert.deepEqual(preloads.map((tag) => /href="([^"]*)"/.exec(tag)?.[1]), first, url);
      // A picture with renditions is preloaded as the card's <img> chooses among them (same srcset and sizes).
      assert.ok(
        preloads.includes(
          `<link rel="preload" as="image" href="/media/garments/floral-maxi.webp" imagesrcset="/media/garments/w300/floral-maxi.webp 300w, /media/garments/floral-maxi.webp 600w" imagesizes="(max-width: 640px) 50vw, (max-width: 1000px) 33vw, 260px" fetchpriority="high" />`,
        ),
        url,
      );
    }
  });

  test('a filtered or later page, or an unknown category, preloads nothing', async () => {
    for (const url of ['/product-list?sort=newest', `/product-list/${dresses.categoryUrl}?warehouse=US`, '/product-list?page=2', '/product-list?search=dress']) {
      assert.deepEqual(preloadsOf((await page(url)).html), [], url);
    }
    // A broken encoding is refused by the server's router (400) before any page is made.
    for (const [url, expected] of [['/product-list/no-such-category', 404], ['/product-list/%E0%A4%A', 400], [`/product-list/${'x'.repeat(5000)}`, 404]] as const) {
      const { status, html } = await page(url);
      assert.equal(status, expected, url.slice(0, 40));
      assert.deepEqual(preloadsOf(html), [], url.slice(0, 40));
    }
  });
});

/** Well-formed XML: every element closed in order, no stray '<' or unescaped '&' in text. */
function assertWellFormed(xml: string) {
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'));
  const body = xml.slice(xml.indexOf('?>') + 2);
  const stack: string[] = [];
  let last = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)(?:\s+[^<>]*?)?(\/?)>/g)) {
    const text = body.slice(last, match.index);
    assert.ok(!/[<>]/.test(text) && !/&(?!(amp|lt|gt|quot|apos);)/.test(text), `bad text: ${text}`);
    last = match.index + match[0].length;
    if (match[3]) continue;
    if (match[1]) assert.equal(stack.pop(), match[2]);
    else stack.push(match[2]!);
  }
  assert.deepEqual(stack, []);
  assert.equal(body.slice(last).trim(), '');
}
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('sitemap.xml and robots.txt', () => {
  test('one urlset: home, mall, every active category and every on-sale product', async () => {
    const response = await fetch(new URL('/sitemap.xml', s.baseUrl));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type')!, /application\/xml/);
    const xml = await response.text();
    assertWellFormed(xml);
    assert.match(xml, /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    const locs = locsOf(xml);
    assert.deepEqual(locs.slice(0, 2), [`${PUBLIC_URL}/`, `${PUBLIC_URL}/mall`]);
    for (const category of [top, dresses]) assert.ok(locs.includes(`${PUBLIC_URL}/product-list/${category.categoryUrl}`));
    for (const product of [dress, hostile, soldOut]) assert.ok(locs.includes(`${PUBLIC_URL}${seoPath(product)}`));
    assert.ok(!locs.includes(`${PUBLIC_URL}${seoPath(offSale)}`), 'not on sale');
    assert.equal(new Set(locs).size, locs.length);
    assert.match(xml, new RegExp(`<loc>${PUBLIC_URL}${seoPath(dress)}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
  });

  test('the index pages serve the same URLs; a page past the end is 404', async () => {
    const pages = await fetch(new URL('/sitemaps/pages.xml', s.baseUrl)).then((r) => r.text());
    assertWellFormed(pages);
    const products = await fetch(new URL('/sitemaps/products-1.xml', s.baseUrl)).then((r) => r.text());
    assertWellFormed(products);
    assert.equal(locsOf(products).length, 3);
    const whole = locsOf(await fetch(new URL('/sitemap.xml', s.baseUrl)).then((r) => r.text()));
    assert.deepEqual([...locsOf(pages), ...locsOf(products)], whole);
    for (const file of ['products-2.xml', 'products-0.xml', 'other.xml']) assert.equal((await fetch(new URL(`/sitemaps/${file}`, s.baseUrl))).status, 404, file);
  });

  test('robots.txt points at the sitemap and keeps out of private pages', async () => {
    const response = await fetch(new URL('/robots.txt', s.baseUrl));
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.ok(text.startsWith('User-agent: *\n'));
    assert.ok(text.includes(`Sitemap: ${PUBLIC_URL}/sitemap.xml`));
    assert.ok(text.includes('Disallow: /api/'));
    assert.ok(text.includes('Disallow: /personal-center/'));
    assert.ok(text.includes('Disallow: /mall/shoppingCar'));
    // The bag is read, so its canonical link and noindex are seen.
    assert.ok(!text.includes('/confirm-order'));
  });

  test('none of them is an API call in the OpenAPI document', async () => {
    const docs = (await s.request('GET', '/api/docs/json')).body as unknown as { paths: Record<string, unknown> };
    // Outside /api the document has only the load balancer's probes.
    assert.deepEqual(Object.keys(docs.paths).filter((p) => !p.startsWith('/api')), ['/healthz', '/readyz']);
  });
});
