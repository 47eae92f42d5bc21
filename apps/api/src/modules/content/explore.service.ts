import { EXPLORE_FILTERS, GUEST_EXPLORE_LIMIT, type insListRequest, type insTagMenu, type LocaleCode } from '@threadway/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { notFound } from '../../platform/errors.ts';
import { loadProductCards } from '../catalogue/products/product-cards.ts';
import type { CatalogueViewer } from '../catalogue/viewer.ts';
import { exploreRepository, type PostRow } from './explore.repository.ts';
import { guestTotals, pageWindow } from './guest-window.ts';
import { localized } from './localized.ts';

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Only string and string-list tags leave the API; anything else an import left behind is skipped. */
function tagsOf(raw: Record<string, unknown>): Record<string, string | string[]> {
  const tags: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') tags[key] = value;
    else if (Array.isArray(value)) tags[key] = value.filter((v): v is string => typeof v === 'string');
  }
  return tags;
}

export const toInsPost = (row: PostRow) => ({
  id: Number(row.id),
  influencer: row.influencer,
  avatarUrl: row.avatar_url,
  title: row.title,
  imageUrl: row.image_url,
  followers: Number(row.followers),
  releaseTime: new Date(row.release_time).toISOString(),
  tags: tagsOf(json(row.tags)),
  following: Boolean(row.following),
});

/** Influencers' Pick (spec 2.3, Explore): the feed, a post with Shop Similar, filter options, follows. */
export function exploreService(db: Executor) {
  const repo = exploreRepository(db);

  async function mustExist(influencer: string) {
    if (!(await repo.influencerExists(influencer))) throw notFound();
  }

  return {
    /** Guests see the first GUEST_EXPLORE_LIMIT posts, then limitedForGuest asks them to log in (spec 6). */
    async feed(request: z.output<typeof insListRequest>, viewer: CatalogueViewer) {
      const { offset, limit } = pageWindow(request.pageNumber, request.pageSize, viewer.guest, GUEST_EXPLORE_LIMIT);
      const { total, rows } = await repo.feed(request, offset, limit, viewer.userId);
      return { list: rows.map(toInsPost), ...guestTotals(total, viewer.guest, GUEST_EXPLORE_LIMIT), pageNumber: request.pageNumber, pageSize: request.pageSize };
    },

    /** A post and its products as cards (Shop Similar). */
    async post(id: number, viewer: CatalogueViewer) {
      const row = await repo.post(id, viewer.userId);
      if (!row) throw notFound();
      return { ...toInsPost(row), products: await loadProductCards(db, (row.product_ids ?? []).map(Number), viewer) };
    },

    /** Options of every filter, from what the posts carry; categories as id and localized name. */
    async tagMenu(locale: LocaleCode): Promise<z.infer<typeof insTagMenu>> {
      const { tags, categories } = await repo.tagValues();
      const menu: z.infer<typeof insTagMenu> = Object.fromEntries(EXPLORE_FILTERS.map((filter) => [filter, []]));
      menu.category = categories.map((c) => {
        const name = localized(json(c.names), c.name, locale);
        return { code: String(c.id), name: c.root_name === null ? name : `${localized(json(c.root_names ?? {}), c.root_name, locale)} / ${name}` };
      });
      for (const { key, value } of tags) menu[key]?.push({ code: value, name: value });
      return menu;
    },

    async follow(userId: number, influencer: string) {
      await mustExist(influencer);
      await repo.follow(userId, influencer);
      return { influencer, following: true };
    },

    async unfollow(userId: number, influencer: string) {
      await mustExist(influencer);
      await repo.unfollow(userId, influencer);
      return { influencer, following: false };
    },
  };
}
export type ExploreService = ReturnType<typeof exploreService>;
