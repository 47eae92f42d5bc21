import { CATEGORY_LEVELS, STOCK_WAREHOUSE_CODES, type ImportReport, type LocaleCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../../platform/database.ts';
import { audit } from '../audit.ts';
import { productsChanged } from '../catalogue-refresh.ts';
import { uniqueFields } from '../field-errors.ts';
import { imageIndexer } from '../image-features.ts';
import { newKkProductId, seoSlugFor, skuCodeFor } from '../product-identifiers.ts';
import { PRODUCT_UNIQUE } from '../products.service.ts';
import { readProductCsv, rowMessage, type CsvProductRow, type ParsedRow } from './csv-rows.ts';
import { importRepository } from './import.repository.ts';

type ValidRow = ParsedRow & { data: CsvProductRow };
const isValid = (row: ParsedRow): row is ValidRow => row.data !== undefined && row.messages.length === 0;
const variantKey = (owner: string | number, colour: string, size: string) => `${owner}|${colour.toLowerCase()}|${size.toLowerCase()}`;

/** A SKU named twice in one file: the later rows are errors, so the file's outcome never depends on row order. */
function markRepeats(rows: ParsedRow[], locale: LocaleCode) {
  const seen = new Set<string>();
  for (const row of rows.filter(isValid)) {
    const key = variantKey(row.data.itemNo, row.data.colour, row.data.size);
    if (seen.has(key)) row.messages.push(rowMessage(locale, 'size', 'errors.alreadyUsed'));
    seen.add(key);
  }
}

/** Codes not used yet, in the database or earlier in this file: 'CODE', then 'CODE-2', 'CODE-3'... */
function freeCodes(wanted: string[], taken: Set<string>): string[] {
  return wanted.map((code) => {
    let candidate = code;
    for (let n = 2; taken.has(candidate); n++) candidate = `${code}-${n}`;
    taken.add(candidate);
    return candidate;
  });
}

/**
 * CSV import of products (one row per SKU, grouped into products by itemNo). Rows are checked one
 * by one; the valid ones are created or updated together in one transaction, then the answer
 * reports every row: created, updated or error with its messages.
 */
export function importService(app: FastifyInstance) {
  const db = app.database.db;
  const indexImages = imageIndexer(app);

  /** Writes the valid rows; returns the status of each written row and whether pictures were added. */
  async function write(tx: Tx, actorId: number, rows: ParsedRow[], locale: LocaleCode) {
    const repo = importRepository(tx);
    const status = new Map<number, 'created' | 'updated'>();

    const urls = [...new Set(rows.filter(isValid).map((r) => r.data.categoryUrl))];
    const categoryByUrl = new Map((urls.length ? await repo.categoriesByUrl(urls) : []).map((c) => [c.categoryUrl, c]));
    for (const row of rows.filter(isValid)) {
      const category = categoryByUrl.get(row.data.categoryUrl);
      if (!category) row.messages.push(rowMessage(locale, 'categoryUrl', 'errors.categoryNotFound'));
      else if (category.level !== CATEGORY_LEVELS) row.messages.push(rowMessage(locale, 'categoryUrl', 'validation.categoryLevel'));
    }
    const valid = rows.filter(isValid);
    if (valid.length === 0) return { status, products: 0, imagesAdded: false };

    // Products: the first row of each item no gives the product's fields.
    const groups = new Map<string, ValidRow[]>();
    for (const row of valid) groups.set(row.data.itemNo, [...(groups.get(row.data.itemNo) ?? []), row]);
    const productIdOf = new Map((await repo.productsByItemNo([...groups.keys()])).map((p) => [p.itemNo, p.id]));
    const firsts = [...groups.values()].map((group) => group[0]!.data);
    const created = await repo.insertProducts(
      firsts
        .filter((d) => !productIdOf.has(d.itemNo))
        .map((d) => ({
          kkProductId: newKkProductId(),
          itemNo: d.itemNo,
          seoSlug: seoSlugFor(d.name, d.itemNo),
          categoryId: categoryByUrl.get(d.categoryUrl)!.id,
          name: d.name,
          description: d.description ?? '',
          productType: d.productType ?? 1,
          fabric: d.fabric ?? null,
          minOrderQuantity: d.packQuantity ?? null,
          weightGrams: d.weightGrams,
          priceCents: d.priceUsd,
          originalPriceCents: d.originalPriceUsd ?? d.priceUsd,
        })),
    );
    await repo.updateProducts(
      firsts
        .filter((d) => productIdOf.has(d.itemNo))
        .map((d) => ({
          id: productIdOf.get(d.itemNo)!,
          name: d.name,
          categoryId: categoryByUrl.get(d.categoryUrl)!.id,
          description: d.description ?? null,
          fabric: d.fabric ?? null,
          productType: d.productType ?? null,
          minOrderQuantity: d.packQuantity ?? null,
        })),
    );
    for (const p of created) productIdOf.set(p.itemNo, p.id);
    const productIds = [...groups.keys()].map((itemNo) => productIdOf.get(itemNo)!);

    // SKUs: matched by colour and size within the product, whatever the letter case.
    const skuIdOf = new Map((await repo.skusOf(productIds)).map((s) => [variantKey(s.productId, s.colour, s.size), s.id]));
    const keyOf = (row: ValidRow) => variantKey(productIdOf.get(row.data.itemNo)!, row.data.colour, row.data.size);
    const fresh = valid.filter((row) => !skuIdOf.has(keyOf(row)));
    const wanted = fresh.map((row) => skuCodeFor(row.data.itemNo, row.data.colour, row.data.size));
    const codes = freeCodes(wanted, wanted.length ? await repo.takenSkuCodes(wanted) : new Set());
    const inserted = await repo.insertSkus(
      fresh.map((row, i) => ({
        skuCode: codes[i]!,
        productId: productIdOf.get(row.data.itemNo)!,
        colour: row.data.colour,
        colourHex: row.data.colourHex ?? null,
        size: row.data.size,
        priceCents: row.data.priceUsd,
        originalPriceCents: row.data.originalPriceUsd ?? row.data.priceUsd,
        weightGrams: row.data.weightGrams,
        imageUrl: row.data.imageUrl ?? null,
      })),
    );
    const idByCode = new Map(inserted.map((s) => [s.skuCode, s.id]));
    fresh.forEach((row, i) => skuIdOf.set(keyOf(row), idByCode.get(codes[i]!)!));
    const isFresh = new Set(fresh);
    await repo.updateSkus(
      valid
        .filter((row) => !isFresh.has(row))
        .map((row) => ({
          id: skuIdOf.get(keyOf(row))!,
          priceCents: row.data.priceUsd,
          originalPriceCents: row.data.originalPriceUsd ?? null,
          weightGrams: row.data.weightGrams,
          colourHex: row.data.colourHex ?? null,
          imageUrl: row.data.imageUrl ?? null,
        })),
    );

    // Stock: a new SKU gets every warehouse (empty cells 0); an existing one only the cells given.
    await repo.setStock(
      valid.flatMap((row) =>
        STOCK_WAREHOUSE_CODES.flatMap((code) => {
          const given = row.data[`stock_${code}`];
          if (given === undefined && !isFresh.has(row)) return [];
          return [{ skuId: skuIdOf.get(keyOf(row))!, warehouseCode: code, stock: given ?? 0 }];
        }),
      ),
    );

    // Pictures: each new address becomes an image of the product, in the colour of its row.
    const images = await repo.imagesOf(productIds);
    const known = new Set(images.map((i) => `${i.productId}|${i.url}`));
    const count = new Map<number, number>();
    for (const image of images) count.set(image.productId, (count.get(image.productId) ?? 0) + 1);
    const newImages: { productId: number; url: string; colour: string; sort: number }[] = [];
    for (const row of valid) {
      const productId = productIdOf.get(row.data.itemNo)!;
      if (!row.data.imageUrl || known.has(`${productId}|${row.data.imageUrl}`)) continue;
      known.add(`${productId}|${row.data.imageUrl}`);
      const sort = count.get(productId) ?? 0;
      count.set(productId, sort + 1);
      newImages.push({ productId, url: row.data.imageUrl, colour: row.data.colour, sort });
    }
    await repo.insertImages(newImages);

    await productsChanged(tx, app.jobs, productIds);
    for (const row of valid) status.set(row.row, isFresh.has(row) ? 'created' : 'updated');
    await audit(tx, actorId, 'product.import', `${productIds.length} products`, { created: fresh.length, updated: valid.length - fresh.length, errors: rows.length - valid.length });
    return { status, products: productIds.length, imagesAdded: newImages.length > 0 };
  }

  return {
    async importProducts(actorId: number, file: Buffer, locale: LocaleCode): Promise<ImportReport> {
      const rows = readProductCsv(file, locale);
      markRepeats(rows, locale);
      const written = rows.some(isValid) ? await uniqueFields(PRODUCT_UNIQUE, () => db.transaction((tx) => write(tx, actorId, rows, locale))) : null;
      if (written?.imagesAdded) await indexImages();
      const report = rows.map((row) => ({ row: row.row, itemNo: row.itemNo, status: written?.status.get(row.row) ?? ('error' as const), messages: row.messages }));
      return {
        totals: {
          rows: rows.length,
          created: report.filter((r) => r.status === 'created').length,
          updated: report.filter((r) => r.status === 'updated').length,
          errors: report.filter((r) => r.status === 'error').length,
          products: written?.products ?? 0,
        },
        rows: report,
      };
    },
  };
}
export type ImportService = ReturnType<typeof importService>;
