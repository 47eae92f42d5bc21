import type { AdPopup } from '@threadway/contracts';

export interface Audience {
  signedIn: boolean;
  /** Signed in with a connected store of platform code SP. */
  hasSpStore: boolean;
}

/** display_page_type 0 means the mall home only: /mall, /, empty or /mall/ (spec 3). */
const MALL_HOME_PATHS = ['/mall', '/', '', '/mall/'];

/** accept_type: 0 everyone, 1 signed-out only, 2 signed in, 3 signed in with an SP store (spec 3). */
function audienceMatches(acceptType: number, audience: Audience): boolean {
  if (acceptType === 0) return true;
  if (acceptType === 1) return !audience.signedIn;
  if (acceptType === 2) return audience.signedIn;
  if (acceptType === 3) return audience.signedIn && audience.hasSpStore;
  return false;
}

function pageMatches(displayPageType: number, pathname: string): boolean {
  if (displayPageType === 2) return true;
  if (displayPageType === 0) return MALL_HOME_PATHS.includes(pathname);
  return false;
}

/** The popup for this page and person; when several match, the last one is shown (spec 4). */
export function popupFor<T extends Pick<AdPopup, 'popupRules'>>(popups: readonly T[], pathname: string, audience: Audience): T | null {
  const matching = popups.filter((p) => audienceMatches(p.popupRules.accept_type, audience) && pageMatches(p.popupRules.display_page_type, pathname));
  return matching[matching.length - 1] ?? null;
}

/** What an ad popup is about, named for its title, its icon's name and its countdown. */
export type PopupSubject = 'flashSale' | 'discount' | 'festival' | 'sale' | 'newIn' | 'offer';

const SUBJECT_BY_PATH: Record<string, PopupSubject> = {
  '/mall/flash-sale': 'flashSale',
  '/mall/discount': 'discount',
  '/mall/festival-collection': 'festival',
  '/mall/sale': 'sale',
  '/mall/new-in': 'newIn',
};

/**
 * A popup has a picture and a link but no words (spec 3), so what it advertises, and what its
 * countdown counts down to, is read from the page it links to on our site; anything else is an 'offer'.
 */
export function popupSubject(link: string | null, ownOrigin: string): PopupSubject {
  const url = link?.trim() ? URL.parse(link.trim(), ownOrigin) : null;
  if (!url || url.origin !== ownOrigin) return 'offer';
  return SUBJECT_BY_PATH[url.pathname.replace(/\/+$/, '')] ?? 'offer';
}
