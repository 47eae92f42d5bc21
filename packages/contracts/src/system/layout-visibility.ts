/**
 * Layout visibility rules of spec 2.1. A trailing slash is stripped before matching.
 * One implementation so the shell, its tests and any server-side rendering agree.
 */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

const HIDE_MARKETING_HEADER = ['/login', '/register', '/ai-designer', '/pod-designer'];
const HIDE_MARKETING_FOOTER = [
  '/customizedAdd', '/customizedSuccess', '/certificate', '/certificate-submiited', '/blog',
  '/login', '/register', '/ai-designer', '/pod-designer',
];
const HIDE_COPYRIGHT = ['/login', '/register'];
const NO_SIMPLE_MOBILE_LAYOUT = ['/pod-designer', '/ai-designer', '/login', '/register'];
const HIDE_MALL_FOOTER = [
  '/product-list', '/mall/new-in', '/mall/sale', '/mall/discount', '/mall/explore', '/product-detail', '/mall/similar',
  '/confirm-order', '/payment-status', '/customizedAdd', '/customizedSuccess', '/mall/category-detail',
  '/mall/explore/detail', '/mall/album', '/mall/flash-sale', '/mall/festival-collection', '/404', '/mall/mobileCart',
];

/** Desktop layout applies when the window is wider than this (spec 2.1). */
export const DESKTOP_MIN_WIDTH = 1000;
export const isDesktopWidth = (width: number): boolean => width > DESKTOP_MIN_WIDTH;

export function layoutVisibility(rawPath: string) {
  const path = normalizePath(rawPath);
  return {
    marketingHeader: !HIDE_MARKETING_HEADER.includes(path),
    marketingFooter: !HIDE_MARKETING_FOOTER.includes(path),
    copyright: !HIDE_COPYRIGHT.includes(path),
    simpleMobileLayout: !NO_SIMPLE_MOBILE_LAYOUT.includes(path),
    mallFooter: !HIDE_MALL_FOOTER.includes(path) && !path.includes('/product-detail') && !path.includes('/product-list'),
    /** The mobile header's search icon is hidden on /mall, / and /mall/search (spec 2.2). */
    mobileSearchIcon: !['/mall', '/', '/mall/search'].includes(path),
  };
}

/** The mobile cart badge caps at '99+' (spec 9). */
export const cartBadge = (count: number): string => (count > 99 ? '99+' : String(Math.max(0, count)));

/** The avatar shows the first letter of the user name (spec 2.2). */
export const avatarLetter = (name: string | null | undefined): string => (name?.trim()[0] ?? '?').toUpperCase();

/** approvalStatus 3 is a verified buyer and shows the badge (spec 6). */
export const VERIFIED_APPROVAL_STATUS = 3;
/** authorities containing '2' see the API menu item (spec 6). */
export const API_AUTHORITY = '2';
