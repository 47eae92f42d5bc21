import { ALBUM_TYPES } from '@threadway/contracts';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { albums } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { intArray, queryRows } from '../catalogue/sql.ts';

export type AlbumRow = typeof albums.$inferSelect & { curated: boolean };

/**
 * Where an album's products come from: the products operators put in it; or, for New In and
 * Best Sellers left empty, the catalogue itself (newest first, best selling first), so they never
 * go stale.
 */
export type AlbumSource = 'curated' | 'newest' | 'bestSellers';
export const sourceOf = (album: AlbumRow): AlbumSource =>
  album.curated ? 'curated' : album.type === ALBUM_TYPES.newIn ? 'newest' : album.type === ALBUM_TYPES.bestSellers ? 'bestSellers' : 'curated';

const curated = sql<boolean>`exists (select 1 from album_products ap where ap.album_id = ${albums.id})`;
const ORDER = [asc(albums.sort), asc(albums.id)];

/** The products of one source: the table expression and its order, over `p`. */
function sourceQuery(source: AlbumSource, albumId: number): { from: SQL; order: SQL } {
  if (source === 'curated') return { from: sql`album_products ap join products p on p.id = ap.product_id and ap.album_id = ${albumId}`, order: sql`ap.sort, p.id` };
  return { from: sql`products p`, order: source === 'newest' ? sql`p.created_at desc, p.id desc` : sql`p.sales desc, p.id` };
}

export function albumsRepository(db: Executor) {
  const select = () => db.select({ id: albums.id, type: albums.type, name: albums.name, names: albums.names, bannerUrl: albums.bannerUrl, status: albums.status, sort: albums.sort, curated }).from(albums);

  return {
    /** Every album switched on, in the operators' order. */
    active: (): Promise<AlbumRow[]> => select().where(eq(albums.status, 1)).orderBy(...ORDER),

    byId: async (id: number): Promise<AlbumRow | undefined> => (await select().where(and(eq(albums.id, id), eq(albums.status, 1))).limit(1))[0],

    /** The first album of a type: what /mall/album?type= shows. */
    firstOfType: async (type: number): Promise<AlbumRow | undefined> => (await select().where(and(eq(albums.type, type), eq(albums.status, 1))).orderBy(...ORDER).limit(1))[0],

    /** A page of on-sale products with their total: one statement. */
    async productPage(album: AlbumRow, offset: number, limit: number) {
      const { from, order } = sourceQuery(sourceOf(album), album.id);
      const [row] = await queryRows<{ total: number; ids: number[] }>(
        db,
        sql`select (select count(*)::int from ${from} where p.status = 1) as total,
                   array(select p.id from ${from} where p.status = 1 order by ${order} limit ${limit} offset ${offset}) as ids`,
      );
      return { total: Number(row!.total), ids: row!.ids.map(Number) };
    },

    /**
     * The first `perAlbum` on-sale products of every given album, in one statement: curated
     * albums from their rows, the others from the catalogue order of their source.
     */
    previewProductIds(list: readonly AlbumRow[], perAlbum: number) {
      const bySource = (source: AlbumSource) => list.filter((a) => sourceOf(a) === source).map((a) => a.id);
      const computed = (source: 'newest' | 'bestSellers') => {
        const { order } = sourceQuery(source, 0);
        return sql`select a.album_id, t.id as product_id, t.kk_product_id, t.rn
                   from unnest(${intArray(bySource(source))}) as a(album_id)
                   cross join (select p.id, p.kk_product_id, row_number() over (order by ${order}) as rn
                               from products p where p.status = 1 order by ${order} limit ${perAlbum}) t`;
      };
      return queryRows<{ album_id: number; product_id: number; kk_product_id: string }>(
        db,
        sql`select album_id, product_id, kk_product_id from (
              select album_id, product_id, kk_product_id, rn from (
                select ap.album_id, p.id as product_id, p.kk_product_id, row_number() over (partition by ap.album_id order by ap.sort, p.id) as rn
                from album_products ap join products p on p.id = ap.product_id
                where ap.album_id = any(${intArray(bySource('curated'))}) and p.status = 1
              ) c where rn <= ${perAlbum}
              union all ${computed('newest')}
              union all ${computed('bestSellers')}
            ) x order by album_id, rn`,
      );
    },
  };
}
