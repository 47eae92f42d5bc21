import { randomBytes } from 'node:crypto';
import { categories, products, skuStock, skus, type LocalizedText } from '../src/db/schema/index.ts';
import type { Db } from '../src/platform/database.ts';

/**
 * Rows for the content, logistics and SEO tests, written straight to the database so the tests
 * do not depend on the demo catalogue. The product's denormalised columns (price, stock,
 * warehouses) are set here as the catalogue service would compute them.
 */

const tag = randomBytes(3).toString('hex');
let counter = 0;
const next = () => `${tag}${++counter}`;

export async function insertCategory(db: Db, options: { name?: string; names?: LocalizedText; parentId?: number | null; level?: number; imgUrl?: string | null } = {}) {
  const unique = next();
  const [row] = await db
    .insert(categories)
    .values({ name: options.name ?? `Category ${unique}`, names: options.names ?? {}, categoryUrl: `category-${unique}`, level: options.level ?? 3, parentId: options.parentId ?? null, imgUrl: options.imgUrl ?? null })
    .returning();
  return row!;
}

export interface SkuFixture {
  colour?: string;
  size?: string;
  priceCents?: number;
  weightGrams?: number;
  /** Pieces per warehouse code. */
  stock?: Record<string, number>;
}

export interface ProductFixture {
  categoryId: number;
  name?: string;
  description?: string;
  status?: number;
  sales?: number;
  createdAt?: Date;
  mainImageUrl?: string | null;
  skus?: SkuFixture[];
}

export async function insertProduct(db: Db, options: ProductFixture) {
  const unique = next();
  const skuRows = options.skus ?? [{}];
  const price = Math.min(...skuRows.map((s) => s.priceCents ?? 1299));
  const stock = skuRows.reduce((sum, s) => sum + Object.values(s.stock ?? { CN_S: 50 }).reduce((a, b) => a + b, 0), 0);
  const [product] = await db
    .insert(products)
    .values({
      kkProductId: `KK${unique}`,
      itemNo: `IT${unique}`,
      categoryId: options.categoryId,
      name: options.name ?? `Product ${unique}`,
      description: options.description ?? 'A soft cotton garment.',
      seoSlug: `product-${unique}`,
      status: options.status ?? 1,
      weightGrams: skuRows[0]?.weightGrams ?? 250,
      priceCents: price,
      originalPriceCents: price + 500,
      totalStock: stock,
      warehouses: ['CN'],
      sales: options.sales ?? 0,
      mainImageUrl: options.mainImageUrl === undefined ? `/media/products/${unique}.webp` : options.mainImageUrl,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  const inserted = await db
    .insert(skus)
    .values(
      skuRows.map((s, i) => ({
        skuCode: `SKU${unique}-${i}`,
        productId: product!.id,
        colour: s.colour ?? 'Black',
        size: s.size ?? ['S', 'M', 'L', 'XL'][i % 4]!,
        priceCents: s.priceCents ?? 1299,
        originalPriceCents: (s.priceCents ?? 1299) + 500,
        weightGrams: s.weightGrams ?? 250,
      })),
    )
    .returning();
  const stockRows = inserted.flatMap((sku, i) => Object.entries(skuRows[i]!.stock ?? { CN_S: 50 }).map(([warehouseCode, pieces]) => ({ skuId: sku.id, warehouseCode, stock: pieces })));
  if (stockRows.length > 0) await db.insert(skuStock).values(stockRows);
  return { ...product!, skuCodes: inserted.map((s) => s.skuCode) };
}
