import type { AdminAlbum, AlbumInput, CreateAlbumInput, ListedProduct } from '@threadway/contracts';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { albumProducts, albums, products } from '../../../db/schema/index.ts';
import { notFound } from '../../../platform/errors.ts';
import { audit } from './audit.ts';
import { cleanNames } from './categories.service.ts';
import { checkProductsExist, listedProductColumns } from './listed-products.ts';

const columns = {
  ...getTableColumns(albums),
  productCount: sql<number>`(select count(*)::int from ${albumProducts} where ${albumProducts.albumId} = ${albums.id})`,
};

/** Albums (1 new in, 2 best sellers, others curated) and their products in order (spec 3). */
export function albumsService(app: FastifyInstance) {
  const db = app.database.db;

  const list = (): Promise<AdminAlbum[]> => db.select(columns).from(albums).orderBy(asc(albums.sort), asc(albums.id));
  async function exists(id: number) {
    if ((await db.select({ id: albums.id }).from(albums).where(eq(albums.id, id)).limit(1)).length === 0) throw notFound();
  }

  return {
    list,

    async create(actorId: number, input: CreateAlbumInput) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(albums)
          .values({ type: input.type, name: input.name, names: cleanNames(input.names) ?? {}, bannerUrl: input.bannerUrl ?? null, status: input.status ?? 1, sort: input.sort ?? 0 })
          .returning({ id: albums.id });
        await audit(tx, actorId, 'album.create', row!.id, { type: input.type, name: input.name });
      });
      return list();
    },

    async update(actorId: number, id: number, input: AlbumInput) {
      await db.transaction(async (tx) => {
        const { names, ...rest } = input;
        const updated = await tx.update(albums).set({ ...rest, names: cleanNames(names) }).where(eq(albums.id, id)).returning({ id: albums.id });
        if (updated.length === 0) throw notFound();
        await audit(tx, actorId, 'album.update', id, input);
      });
      return list();
    },

    async remove(actorId: number, id: number) {
      await db.transaction(async (tx) => {
        const removed = await tx.delete(albums).where(eq(albums.id, id)).returning({ name: albums.name });
        if (removed.length === 0) throw notFound();
        await audit(tx, actorId, 'album.delete', id, removed[0]!.name);
      });
      return list();
    },

    async products(id: number): Promise<ListedProduct[]> {
      await exists(id);
      return db
        .select({ ...listedProductColumns, sort: albumProducts.sort })
        .from(albumProducts)
        .innerJoin(products, eq(products.id, albumProducts.productId))
        .where(eq(albumProducts.albumId, id))
        .orderBy(asc(albumProducts.sort), asc(products.id));
    },

    /** Replaces the album's products with this list, in this order. */
    async setProducts(actorId: number, id: number, productIds: number[]) {
      await exists(id);
      const unique = [...new Set(productIds)];
      await db.transaction(async (tx) => {
        await checkProductsExist(tx, unique, (i) => `productIds.${productIds.indexOf(unique[i]!)}`);
        await tx.delete(albumProducts).where(eq(albumProducts.albumId, id));
        if (unique.length > 0) await tx.insert(albumProducts).values(unique.map((productId, sort) => ({ albumId: id, productId, sort })));
        await audit(tx, actorId, 'album.products', id, unique.join(' '));
      });
    },
  };
}
export type AlbumsService = ReturnType<typeof albumsService>;
