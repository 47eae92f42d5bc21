import {
  adPopups,
  albumProducts,
  albums,
  banners,
  categories,
  discountProducts,
  discounts,
  hotSearchTerms,
  insPosts,
  navItems,
  productImages,
  products,
  productTexts,
  reviews,
  skuStock,
  skus,
  systemSettings,
} from '../../schema/index.ts';
import type { Executor } from '../../../platform/database.ts';
import { insertReturningIds, insertRows } from './batches.ts';
import type { CatalogueGenerator, CategoryDraft } from './generate.ts';
import type { NavDraft } from './navigation.ts';
import type { ProductDraft, ProductSummary } from './products.ts';
import { HOT_SEARCH_TERMS } from './vocabulary.ts';

export interface WriteOptions {
  /** Products generated and written at a time; bounds memory for large catalogues. */
  chunkSize?: number;
  onProgress?: (written: { products: number; skus: number }) => void;
}

/** Writes one level of a tree and then the next, each node under its parent's new id. */
async function writeTree<T extends { children: T[] }>(nodes: readonly T[], insertLevel: (items: { node: T; parentId: number | null; sort: number }[]) => Promise<number[]>): Promise<void> {
  let level = nodes.map((node, sort) => ({ node, parentId: null as number | null, sort }));
  while (level.length > 0) {
    const ids = await insertLevel(level);
    level = level.flatMap((item, i) => item.node.children.map((node, sort) => ({ node, parentId: ids[i]!, sort })));
  }
}

async function writeCategories(db: Executor, tree: CategoryDraft[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await writeTree(tree, async (items) => {
    const written = await insertReturningIds(db, categories, items.map(({ node, parentId }) => ({ ...node.row, parentId })), categories.id, categories.categoryUrl);
    for (const [url, id] of written) ids.set(url, id);
    return items.map(({ node }) => written.get(node.row.categoryUrl)!);
  });
  return ids;
}

async function writeNavigation(db: Executor, tree: NavDraft[]): Promise<void> {
  await writeTree(tree, async (items) => {
    // One statement per level; a new row is found again by its parent and position, unique within the level.
    const rows = await db
      .insert(navItems)
      .values(items.map(({ node, parentId, sort }) => ({ ...node.row, parentId, sort })))
      .returning({ id: navItems.id, sort: navItems.sort, parentId: navItems.parentId });
    return items.map(({ parentId, sort }) => rows.find((r) => r.parentId === parentId && r.sort === sort)!.id);
  });
}

/** One chunk of products with their texts, images, SKUs, stock and reviews. */
async function writeProducts(db: Executor, chunk: readonly ProductDraft[], categoryIds: Map<string, number>): Promise<{ ids: number[]; skus: number }> {
  const productIds = await insertReturningIds(
    db,
    products,
    chunk.map((p) => ({ ...p.row, categoryId: categoryIds.get(p.categoryUrl)! })),
    products.id,
    products.kkProductId,
  );
  const ids = chunk.map((p) => productIds.get(p.row.kkProductId)!);
  await insertRows(db, productTexts, chunk.flatMap((p, i) => p.texts.map((t) => ({ ...t, productId: ids[i]! }))));
  await insertRows(db, productImages, chunk.flatMap((p, i) => p.images.map((image) => ({ ...image, productId: ids[i]! }))));
  const skuRows = chunk.flatMap((p, i) => p.skus.map((s) => ({ ...s.row, productId: ids[i]! })));
  const skuIds = await insertReturningIds(db, skus, skuRows, skus.id, skus.skuCode);
  await insertRows(
    db,
    skuStock,
    chunk.flatMap((p) => p.skus.flatMap((s) => s.stock.map((row) => ({ ...row, skuId: skuIds.get(s.row.skuCode)! })))),
  );
  await insertRows(db, reviews, chunk.flatMap((p, i) => p.reviews.map((review) => ({ ...review, productId: ids[i]! }))));
  return { ids, skus: skuRows.length };
}

/**
 * Writes a generated catalogue through `db` (the caller's transaction): categories, products in
 * chunks, then events, albums, banners, the ad bar and popup, navigation, Influencers' Pick posts
 * and hot search terms, which all refer to products by generation index.
 */
export async function writeCatalogue(db: Executor, generator: CatalogueGenerator, options: WriteOptions = {}): Promise<{ products: number; skus: number }> {
  const categoryTree = generator.categories();
  const categoryIds = await writeCategories(db, categoryTree);
  const summaries: ProductSummary[] = [];
  const idOf: number[] = [];
  let skuCount = 0;
  for (const chunk of generator.productChunks(options.chunkSize ?? 500)) {
    const written = await writeProducts(db, chunk, categoryIds);
    chunk.forEach((p, i) => {
      idOf[p.index] = written.ids[i]!;
      summaries.push(p.summary);
    });
    skuCount += written.skus;
    options.onProgress?.({ products: summaries.length, skus: skuCount });
  }

  const events = generator.events(summaries);
  const discountIds = await insertReturningIds(db, discounts, events.map((e) => e.row), discounts.id, discounts.name);
  await insertRows(
    db,
    discountProducts,
    events.flatMap((e) => e.products.map(({ index, ...offer }) => ({ ...offer, discountId: discountIds.get(e.row.name)!, productId: idOf[index]! }))),
  );

  const albumDrafts = generator.albums(summaries);
  const albumIds = await insertReturningIds(db, albums, albumDrafts.map((a) => a.row), albums.id, albums.name);
  await insertRows(
    db,
    albumProducts,
    albumDrafts.flatMap((a) => a.products.map((index, sort) => ({ albumId: albumIds.get(a.row.name)!, productId: idOf[index]!, sort }))),
  );

  const albumId = (key: string) => albumIds.get(albumDrafts.find((a) => a.key === key)!.row.name)!;
  const eventOf = (key: string) => events.find((e) => e.key === key)!;
  const content = generator.content({
    newInAlbumId: albumId('new-in'),
    festivalDiscountId: discountIds.get(eventOf('festival-black-friday').row.name)!,
    flashSaleEnd: eventOf('flash-weekend').row.endTime,
  });
  await insertRows(db, banners, content.banners);
  await db.insert(systemSettings).values({ key: 'adBar', value: content.adBar }).onConflictDoNothing();
  await db.insert(adPopups).values(content.adPopup);

  const categoryImages = new Map(categoryTree.flatMap((top) => top.children.flatMap((middle) => middle.children.map((leaf) => [leaf.row.categoryUrl, leaf.row.imgUrl!] as const))));
  await writeNavigation(
    db,
    generator.navigation({
      newInAlbumId: albumId('new-in'),
      bestSellersAlbumId: albumId('best-sellers'),
      festivals: events.filter((e) => e.row.type === 3).map((e) => ({ discountId: discountIds.get(e.row.name)!, name: e.row.name, names: e.row.names as Record<string, string> })),
      categoryImages,
    }),
  );

  await insertRows(
    db,
    insPosts,
    generator.posts(summaries).map(({ categoryUrl, products: indexes, ...post }) => ({ ...post, categoryId: categoryIds.get(categoryUrl)!, productIds: indexes.map((i) => idOf[i]!) })),
  );
  await db.insert(hotSearchTerms).values(HOT_SEARCH_TERMS.map((t) => ({ term: t.term, times: t.times, pinned: t.pinned ?? false }))).onConflictDoNothing();
  return { products: summaries.length, skus: skuCount };
}
