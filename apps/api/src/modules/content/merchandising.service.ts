import { adBar, type LocaleCode, type NavItem } from '@threadway/contracts';
import type { z } from 'zod';
import type { Executor } from '../../platform/database.ts';
import { localized } from './localized.ts';
import { merchandisingRepository, type NavItemRow } from './merchandising.repository.ts';

/** The ad bar lives in system_settings (no table of its own); unset, every field is null. */
const AD_BAR_SETTING = 'adBar';
const EMPTY_AD_BAR: z.infer<typeof adBar> = {
  beforeLoginImg: null,
  afterLoginImg: null,
  beforeLoginLink: null,
  afterLoginLink: null,
  beforeBackgroundColor: null,
  afterBackgroundColor: null,
};

/**
 * Popup audiences (spec 3, accept_type): 0 everyone, 1 logged-out only, 2 logged-in. Type 3
 * (logged-in with a connected store of platform SP) needs store connections, which do not exist
 * yet, so nobody matches it.
 */
const audienceOf = (signedIn: boolean) => (signedIn ? [0, 2] : [0, 1]);

/** Items under their parents, in sort order; empty child lists are left out (spec 3). Orphans are dropped. */
export function navTree(rows: readonly NavItemRow[], locale: LocaleCode): NavItem[] {
  const byParent = new Map<number | null, NavItemRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null, seen: ReadonlySet<number>): NavItem[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => {
        const child = build(row.id, new Set([...seen, row.id]));
        return {
          id: row.id,
          name: localized(row.names, row.name, locale),
          imgUrl: row.imgUrl,
          labelImgUrl: row.labelImgUrl,
          linkUrl: row.linkUrl,
          status: row.status,
          menuType: row.menuType,
          ...(child.length > 0 ? { child } : {}),
        };
      });
  return build(null, new Set());
}

export function merchandisingService(db: Executor) {
  const repo = merchandisingRepository(db);
  return {
    async banners(locale: LocaleCode) {
      return (await repo.banners()).map((b) => ({ id: b.id, title: localized(b.titles, b.title, locale), imageUrl: b.imageUrl, mobileImageUrl: b.mobileImageUrl, linkUrl: b.linkUrl }));
    },

    async adPopups(signedIn: boolean) {
      const rows = await repo.adPopups(audienceOf(signedIn));
      return {
        list: rows.map((p) => ({
          id: p.id,
          mainImage: p.mainImage,
          countdownEndTime: p.countdownEndTime?.getTime() ?? null,
          popupAttributes: { icon_image: p.iconImage, popup_link: p.popupLink },
          popupRules: { delay_time: p.delayTime, accept_type: p.acceptType, display_page_type: p.displayPageType },
        })),
      };
    },

    async menus(locale: LocaleCode) {
      return navTree(await repo.navItems(), locale);
    },

    /** A malformed stored value is treated as unset rather than failing every page. */
    async adBar() {
      const parsed = adBar.safeParse(await repo.setting(AD_BAR_SETTING));
      return parsed.success ? parsed.data : EMPTY_AD_BAR;
    },
  };
}
export type MerchandisingService = ReturnType<typeof merchandisingService>;
