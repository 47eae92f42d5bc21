import { DISCOUNT_PREVIEW_PRODUCTS, GUEST_PRODUCT_LIMIT, type discountListRequest, type discountProductsRequest, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { loadProductCards } from '../catalogue/products/product-cards.ts';
import type { CatalogueViewer } from '../catalogue/viewer.ts';
import { eventsRepository, type DiscountRow } from './events.repository.ts';
import { guestTotals, pageWindow } from './guest-window.ts';
import { localized } from './localized.ts';
import { previewsByOwner } from './product-previews.ts';

/** An event as lists show it; `expired` once its end has passed ('Event Expired'). */
export function toDiscountInfo(row: DiscountRow, locale: LocaleCode, now = Date.now()) {
  return {
    discountId: row.id,
    type: row.type,
    name: localized(row.names, row.name, locale),
    description: row.description,
    bannerUrl: row.bannerUrl,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    expired: row.endTime.getTime() <= now,
  };
}

const FESTIVAL = 3;
const FLASH_SALE = 1;

/** Flash sales, discount events and festival collections (spec 4). */
export function eventsService(db: Executor) {
  const repo = eventsRepository(db);

  return {
    /** A page of events, each with its first few product cards: four statements whatever the page size. */
    async list(request: z.output<typeof discountListRequest>, viewer: CatalogueViewer) {
      const filter = { type: request.type, status: request.status, sortType: request.sortType };
      const [total, rows] = await Promise.all([repo.count(filter), repo.page(filter, (request.pageNumber - 1) * request.pageSize, request.pageSize)]);
      const previews = rows.length === 0 ? [] : await repo.previewProductIds(rows.map((r) => r.id), DISCOUNT_PREVIEW_PRODUCTS);
      const cards = await previewsByOwner(
        db,
        previews.map((p) => ({ owner: Number(p.discount_id), productId: Number(p.product_id), kkProductId: p.kk_product_id })),
        viewer,
      );
      return {
        list: rows.map((row) => ({ ...toDiscountInfo(row, viewer.locale), products: cards.get(row.id) ?? [] })),
        total,
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    /**
     * One event with a page of its products. An ended event still answers, marked expired, so
     * its page can say 'Event Expired'; an unknown or switched-off one is 'Sorry, No Data Found'.
     */
    async products(request: z.output<typeof discountProductsRequest>, viewer: CatalogueViewer) {
      const row = await repo.byId(request.discountId);
      if (!row) throw notFound();
      const { offset, limit } = pageWindow(request.pageNumber, request.pageSize, viewer.guest, GUEST_PRODUCT_LIMIT);
      const page = await repo.productPage(row.id, offset, limit);
      return {
        discount: toDiscountInfo(row, viewer.locale),
        list: await loadProductCards(db, page.ids, viewer),
        ...guestTotals(page.total, viewer.guest, GUEST_PRODUCT_LIMIT),
        pageNumber: request.pageNumber,
        pageSize: request.pageSize,
      };
    },

    /** Running events that have a banner, for the sale pages' carousel. */
    async banners(locale: LocaleCode) {
      return (await repo.running()).filter((row) => row.bannerUrl !== null).map((row) => toDiscountInfo(row, locale));
    },

    /** Running festival collections for the header's festival activities. */
    async festivals(locale: LocaleCode) {
      return (await repo.running(FESTIVAL)).map((row) => ({ discountId: row.id, name: localized(row.names, row.name, locale), bannerUrl: row.bannerUrl, endTime: row.endTime.getTime() }));
    },

    /** Which event types run now and the flash sale the home countdown follows (the one ending first). */
    async config(locale: LocaleCode) {
      const rows = await repo.running();
      const flashSale = rows.filter((row) => row.type === FLASH_SALE).sort((a, b) => a.endTime.getTime() - b.endTime.getTime())[0];
      return {
        serverTime: Date.now(),
        liveTypes: [...new Set(rows.map((row) => row.type))].sort((a, b) => a - b),
        flashSale: flashSale ? toDiscountInfo(flashSale, locale) : null,
      };
    },
  };
}
export type EventsService = ReturnType<typeof eventsService>;
