import { categories, discountProducts, discounts, productImages, productTexts, products, skuStock, skus } from '../src/db/schema/index.ts';
import { refreshProductSummaries } from '../src/modules/catalogue/products/product-summary.ts';
import { rebuildSearchIndex } from '../src/modules/catalogue/search/search-index.ts';
import type { Db } from '../src/platform/database.ts';

/**
 * A small, fully known catalogue for the catalogue API tests (the demo generator is tested on
 * its own): two top-level categories, four leaf categories with twelve products each plus
 * extras, SKUs in three colours and four sizes with stock spread over the warehouses so every
 * supplier rank, warehouse and product type occurs, a running flash sale, an expired event,
 * two products not on sale, one best seller out of stock, French names for one product. Summaries and the search index are
 * computed by the real code (refreshProductSummaries, rebuildSearchIndex).
 */

export interface FixtureProduct {
  id: number;
  kkProductId: string;
  itemNo: string;
  name: string;
  seoSlug: string;
  categoryUrl: string;
  categoryId: number;
  status: number;
  fabric: string;
  productType: number;
  attributes: { pattern?: string; style?: string };
  createdAt: Date;
  skus: FixtureSku[];
}

export interface FixtureSku {
  skuCode: string;
  colour: string;
  size: string;
  status: number;
  priceCents: number;
  sales: number;
  /** Pieces per warehouse code. */
  stock: Record<string, number>;
}

export interface CatalogueFixture {
  products: FixtureProduct[];
  onSale: FixtureProduct[];
  categoryIds: Record<string, number>;
  /** The product on the running flash sale (20% off) and the one on an expired event. */
  flashSaleKk: string;
  expiredEventKk: string;
}

const LEAVES = [
  { url: 'women-sweaters', name: 'Sweaters', parent: 'women-tops', names: ['Chunky Knit Sweater', 'Cable Knit Sweater', 'Cashmere Crew Sweater', 'Ribbed Turtleneck Sweater', 'Oversized Wool Sweater', 'Cropped Cardigan Sweater', 'Striped Pullover Sweater', 'Mohair Blend Sweater', 'Fair Isle Sweater', 'Zip Collar Sweater', 'Boat Neck Sweater', 'Fisherman Sweater'] },
  { url: 'women-t-shirts', name: 'T-Shirts', parent: 'women-tops', names: ['Cotton Crew Tee', 'Graphic Print Tee', 'Slub Pocket Tee', 'Boxy Cropped Tee', 'Longline Tee', 'Ringer Tee', 'Striped Breton Tee', 'Henley Tee', 'Tie Front Tee', 'Puff Sleeve Tee', 'Basic V Neck Tee', 'Muscle Tee'] },
  { url: 'women-maxi-dresses', name: 'Maxi Dresses', parent: 'women-dresses', names: ['Floral Maxi Dress', 'Satin Slip Maxi Dress', 'Tiered Boho Maxi Dress', 'Wrap Maxi Dress', 'Halter Maxi Dress', 'Shirred Maxi Dress', 'Polka Dot Maxi Dress', 'Linen Maxi Dress', 'Smocked Maxi Dress', 'Ruffle Maxi Dress', 'Pleated Maxi Dress', 'Knit Maxi Dress'] },
  { url: 'men-jackets', name: 'Jackets', parent: 'men-outerwear', names: ['Denim Trucker Jacket', 'Leather Biker Jacket', 'Quilted Puffer Jacket', 'Bomber Jacket', 'Corduroy Jacket', 'Waxed Field Jacket', 'Fleece Zip Jacket', 'Harrington Jacket', 'Utility Jacket', 'Suede Jacket', 'Windbreaker Jacket', 'Sherpa Lined Jacket'] },
] as const;
const FABRICS = ['Cotton', 'Wool', 'Polyester', 'Linen', 'Denim'] as const;
const PATTERNS = ['Solid', 'Striped', 'Floral'] as const;
const COLOURS = [
  { name: 'Black', hex: '1b1b1d' },
  { name: 'Red', hex: 'c8232c' },
  { name: 'Navy', hex: '1f2a44' },
] as const;
/** Deliberately out of the spec's order: the API must sort them. */
const SIZES = ['XL', 'S', 'M', 'L'] as const;
const DAY_MS = 86_400_000;
const OUT_OF_STOCK = 23;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Stock of one SKU per warehouse: varies with the product so warehouses and ranks differ. */
function stockOf(productIndex: number, skuIndex: number): Record<string, number> {
  // A best seller that has run out everywhere.
  if (productIndex === OUT_OF_STOCK) return { CN_S: 0 };
  const stock: Record<string, number> = {};
  const rankBand = productIndex % 3; // 0: A (120+ per SKU), 1: B (60+), 2: C (a few)
  const perSku = rankBand === 0 ? 120 + skuIndex : rankBand === 1 ? 60 + skuIndex : 2 + (skuIndex % 3);
  stock[productIndex % 2 === 0 ? 'CN_S' : 'CN_N'] = perSku;
  if (productIndex % 4 === 1) stock.US = (productIndex % 8 === 1 ? 2 : 8) + skuIndex;
  if (productIndex % 5 === 2) stock.GB = 3;
  if (productIndex % 6 === 3) stock.DE = 7;
  return stock;
}

export async function seedCatalogueFixture(db: Db): Promise<CatalogueFixture> {
  const [women, men] = await db
    .insert(categories)
    .values([
      { level: 1, name: 'Women', names: { fr: 'Femme' }, categoryUrl: 'women', sort: 1 },
      { level: 1, name: 'Men', names: { fr: 'Homme' }, categoryUrl: 'men', sort: 2 },
    ])
    .returning();
  const [hidden] = await db.insert(categories).values({ level: 1, name: 'Hidden', categoryUrl: 'hidden', status: 0, sort: 3 }).returning();
  const middles = await db
    .insert(categories)
    .values([
      { parentId: women!.id, level: 2, name: 'Tops', names: { fr: 'Hauts' }, categoryUrl: 'women-tops', sort: 1 },
      { parentId: women!.id, level: 2, name: 'Dresses', categoryUrl: 'women-dresses', sort: 2 },
      { parentId: men!.id, level: 2, name: 'Outerwear', categoryUrl: 'men-outerwear', sort: 1 },
      { parentId: hidden!.id, level: 2, name: 'Hidden Middle', categoryUrl: 'hidden-middle', sort: 1 },
    ])
    .returning();
  const middleId = (url: string) => middles.find((m) => m.categoryUrl === url)!.id;
  const leaves = await db
    .insert(categories)
    .values([
      ...LEAVES.map((leaf, i) => ({ parentId: middleId(leaf.parent), level: 3, name: leaf.name, categoryUrl: leaf.url, sort: i })),
      { parentId: middleId('women-dresses'), level: 3, name: 'Mini Dresses', categoryUrl: 'women-mini-dresses', sort: 9 },
    ])
    .returning();
  const categoryIds: Record<string, number> = Object.fromEntries([women!, men!, hidden!, ...middles, ...leaves].map((c) => [c.categoryUrl, c.id]));

  const now = Date.now();
  const rows = LEAVES.flatMap((leaf, leafIndex) =>
    leaf.names.map((name, i) => {
      const index = leafIndex * 12 + i;
      return {
        kkProductId: `KK${String(1000 + index)}`,
        itemNo: `TW-${String(5000 + index)}`,
        categoryId: categoryIds[leaf.url]!,
        name,
        description: `${name} for wholesale buyers.`,
        seoSlug: slug(name),
        productType: index % 7 === 3 ? 2 : index === 5 ? 3 : 1,
        // Two products are not on sale: one withdrawn (0) and one of status 3.
        status: index === 10 ? 0 : index === 22 ? 3 : 1,
        attributes: { pattern: PATTERNS[index % 3]!, style: index % 2 === 0 ? 'Casual' : 'Elegant', designElements: index % 4 === 0 ? ['Button'] : [] },
        fabric: FABRICS[index % 5]!,
        minOrderQuantity: index === 7 ? 2 : null,
        weightGrams: 200 + index * 5,
        priceCents: 0,
        originalPriceCents: 0,
        createdAt: new Date(now - index * DAY_MS),
      };
    }),
  );
  const inserted = await db.insert(products).values(rows).returning();

  const skuRows = inserted.flatMap((product, productIndex) =>
    COLOURS.flatMap((colour, c) =>
      SIZES.map((size, s) => ({
        skuCode: `${product.itemNo}-${colour.name.toUpperCase()}-${size}`,
        productId: product.id,
        colour: colour.name,
        colourHex: colour.hex,
        size,
        // Prices 5.00 .. 64.xx by product, a little more for larger sizes.
        priceCents: 500 + productIndex * 100 + s * 10 + c,
        originalPriceCents: 900 + productIndex * 120 + s * 10,
        weightGrams: 200 + productIndex * 5,
        // The last colour of product 4 is off sale.
        status: productIndex === 4 && c === 2 ? 0 : 1,
        sales: productIndex === OUT_OF_STOCK ? 90 : (productIndex * 37 + c * 11 + s * 3) % 50,
      })),
    ),
  );
  const insertedSkus = await db.insert(skus).values(skuRows).returning();
  const skusOf = new Map<number, FixtureSku[]>();
  const stockRows = insertedSkus.flatMap((sku, skuIndex) => {
    const productIndex = inserted.findIndex((p) => p.id === sku.productId);
    const stock = stockOf(productIndex, skuIndex % 12);
    const list = skusOf.get(sku.productId) ?? [];
    list.push({ skuCode: sku.skuCode, colour: sku.colour, size: sku.size, status: sku.status, priceCents: sku.priceCents, sales: sku.sales, stock });
    skusOf.set(sku.productId, list);
    return Object.entries(stock).map(([warehouseCode, pieces]) => ({ skuId: sku.id, warehouseCode, stock: pieces }));
  });
  await db.insert(skuStock).values(stockRows);

  await db.insert(productImages).values(
    inserted.flatMap((product) => COLOURS.map((colour, c) => ({ productId: product.id, colour: colour.name, url: `/media/test/${product.kkProductId}-${colour.name}.webp`, sort: c }))),
  );
  await db.insert(productTexts).values({ productId: inserted[0]!.id, locale: 'fr', name: 'Pull en grosse maille', description: 'Un pull chaud.' });

  const [flash] = await db
    .insert(discounts)
    .values({ type: 1, name: 'Flash Sale', startTime: new Date(now - DAY_MS), endTime: new Date(now + DAY_MS) })
    .returning();
  const [expired] = await db
    .insert(discounts)
    .values({ type: 2, name: 'Old Event', startTime: new Date(now - 3 * DAY_MS), endTime: new Date(now - DAY_MS) })
    .returning();
  await db.insert(discountProducts).values([
    { discountId: flash!.id, productId: inserted[1]!.id, discountPercent: 20, spikeTotalStock: 100 },
    { discountId: expired!.id, productId: inserted[2]!.id, discountPercent: 50 },
  ]);

  await refreshProductSummaries(db, inserted.map((p) => p.id));
  await rebuildSearchIndex(db);

  const list: FixtureProduct[] = inserted.map((p) => ({
    id: p.id,
    kkProductId: p.kkProductId,
    itemNo: p.itemNo,
    name: p.name,
    seoSlug: p.seoSlug,
    categoryId: p.categoryId,
    categoryUrl: leaves.find((l) => l.id === p.categoryId)!.categoryUrl,
    status: p.status,
    fabric: p.fabric!,
    productType: p.productType,
    attributes: p.attributes,
    createdAt: p.createdAt,
    skus: skusOf.get(p.id)!,
  }));
  return {
    products: list,
    onSale: list.filter((p) => p.status === 1),
    categoryIds,
    flashSaleKk: inserted[1]!.kkProductId,
    expiredEventKk: inserted[2]!.kkProductId,
  };
}
