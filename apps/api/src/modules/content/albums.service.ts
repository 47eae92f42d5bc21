import { ALBUM_TYPES, GUEST_PRODUCT_LIMIT, type albumQuery, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { loadProductCards } from '../catalogue/products/product-cards.ts';
import type { CatalogueViewer } from '../catalogue/viewer.ts';
import { albumsRepository, type AlbumRow } from './albums.repository.ts';
import { guestTotals, pageWindow } from './guest-window.ts';
import { localized } from './localized.ts';
import { previewsByOwner } from './product-previews.ts';

export const toAlbumInfo = (row: AlbumRow, locale: LocaleCode) => ({ moduleId: row.id, type: row.type, name: localized(row.names, row.name, locale), bannerUrl: row.bannerUrl });

/**
 * Albums ('modules', spec 3): New In (type 1), Best Sellers (type 2) and curated albums. Read
 * by the mall home (show), the header (main list), album pages (products) and menus (list, group).
 */
export function albumsService(db: Executor) {
  const repo = albumsRepository(db);

  return {
    async list(locale: LocaleCode) {
      return (await repo.active()).map((row) => toAlbumInfo(row, locale));
    },

    /** Album top entries of the main navigation: the first New In and Best Sellers albums. */
    async mainList(locale: LocaleCode) {
      const rows = await repo.active();
      return [ALBUM_TYPES.newIn, ALBUM_TYPES.bestSellers].flatMap((type) => {
        const row = rows.find((r) => r.type === type);
        return row ? [{ type, moduleId: row.id, name: localized(row.names, row.name, locale) }] : [];
      });
    },

    /** Albums by type, types in ascending order. */
    async groups(locale: LocaleCode) {
      const rows = await repo.active();
      return [...new Set(rows.map((r) => r.type))].sort((a, b) => a - b).map((type) => ({ type, modules: rows.filter((r) => r.type === type).map((r) => toAlbumInfo(r, locale)) }));
    },

    /** Every album with its first products, for the mall home: three statements. */
    async showcase(size: number, viewer: CatalogueViewer) {
      const rows = await repo.active();
      const previews = rows.length === 0 ? [] : await repo.previewProductIds(rows, size);
      const cards = await previewsByOwner(db, previews.map((p) => ({ owner: Number(p.album_id), productId: Number(p.product_id), kkProductId: p.kk_product_id })), viewer);
      return rows.map((row) => ({ ...toAlbumInfo(row, viewer.locale), products: cards.get(row.id) ?? [] }));
    },

    /** A page of an album by moduleId, else the first album of the type; guests see the first GUEST_PRODUCT_LIMIT. */
    async products(query: z.output<typeof albumQuery>, viewer: CatalogueViewer) {
      const album = query.moduleId !== undefined ? await repo.byId(query.moduleId) : await repo.firstOfType(query.type!);
      if (!album || (query.moduleId !== undefined && query.type !== undefined && album.type !== query.type)) throw notFound();
      const { offset, limit } = pageWindow(query.pageNumber, query.pageSize, viewer.guest, GUEST_PRODUCT_LIMIT);
      const page = await repo.productPage(album, offset, limit);
      return {
        album: toAlbumInfo(album, viewer.locale),
        list: await loadProductCards(db, page.ids, viewer),
        ...guestTotals(page.total, viewer.guest, GUEST_PRODUCT_LIMIT),
        pageNumber: query.pageNumber,
        pageSize: query.pageSize,
      };
    },
  };
}
export type AlbumsService = ReturnType<typeof albumsService>;
