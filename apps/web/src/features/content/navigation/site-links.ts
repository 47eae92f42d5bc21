import type { NavItem } from '@threadway/contracts';

/** How a configured link is followed. */
export type LinkTarget =
  | { kind: 'none' }
  /** A page of this app, opened by the router. */
  | { kind: 'route'; to: string }
  /** A full page load in this tab. */
  | { kind: 'page'; href: string }
  /** Another website, in a new tab. */
  | { kind: 'external'; href: string };

/**
 * A link set by an operator (ad bar, ad popup): on one of the product's own websites it opens
 * inside the app, anywhere else in a new tab (spec 2.2).
 */
export function siteLink(link: string | null | undefined, ownOrigin: string): LinkTarget {
  const trimmed = link?.trim();
  if (!trimmed) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(trimmed, ownOrigin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  return url.origin === ownOrigin ? { kind: 'route', to: `${url.pathname}${url.search}${url.hash}` } : { kind: 'external', href: url.href };
}

/**
 * A custom navigation entry (spec 3): status 0 is shown but not clickable; menuType 2 links are
 * paths of the main site; menuType 1 and 4 replace the whole page, so a link to another site
 * opens in this tab; other entries open other sites in a new tab. Pages of this app always
 * open through the router.
 */
export function navItemLink(item: Pick<NavItem, 'status' | 'menuType' | 'linkUrl'>, ownOrigin: string, mainSite: string): LinkTarget {
  if (item.status === 0 || !item.linkUrl?.trim()) return { kind: 'none' };
  const link = item.menuType === 2 ? URL.parse(item.linkUrl.trim(), mainSite)?.href : item.linkUrl;
  const target = siteLink(link, ownOrigin);
  const wholePage = item.menuType === 1 || item.menuType === 2 || item.menuType === 4;
  return target.kind === 'external' && wholePage ? { kind: 'page', href: target.href } : target;
}

/**
 * True when `link` opens the same page as `to`: same path, and every query value of `to` is in
 * `link` (a custom entry for the New In album also names the album's moduleId).
 */
export function sameDestination(link: string | null, to: string, ownOrigin: string): boolean {
  const a = link ? URL.parse(link, ownOrigin) : null;
  const b = URL.parse(to, ownOrigin);
  if (!a || !b || a.origin !== b.origin || a.pathname !== b.pathname) return false;
  return [...b.searchParams].every(([key, value]) => a.searchParams.get(key) === value);
}
