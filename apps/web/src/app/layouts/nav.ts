import { hasRoute } from '../routes';

/** A link of the shell: `label` is an i18n key of namespace `common`. */
export interface NavEntry {
  to: string;
  label: string;
  hot?: boolean;
}
export interface NavGroup {
  label: string;
  children: NavEntry[];
}

/** Menus link only to screens that exist; later issues light entries up by registering routes. */
export const existing = (entries: NavEntry[]): NavEntry[] => entries.filter((e) => hasRoute(e.to));
export const existingGroups = (groups: NavGroup[]): NavGroup[] =>
  groups.map((g) => ({ ...g, children: existing(g.children) })).filter((g) => g.children.length > 0);
/** The first of several destinations that exists, e.g. the product list, else the mall home. */
export const firstExisting = (...paths: string[]): string => paths.find(hasRoute) ?? paths[paths.length - 1]!;

/** Marketing header (spec 2.2); Register For Free and Sign In are rendered as buttons. */
export const MARKETING_MENU: NavEntry[] = [
  { to: '/mall', label: 'nav.startSelling' },
  { to: '/dropshipping', label: 'nav.dropshipping' },
  { to: '/service', label: 'nav.customization' },
  { to: '/pod', label: 'nav.printOnDemand' },
  { to: '/help-center', label: 'nav.helpCenter' },
  { to: '/blog', label: 'nav.blog' },
];
export const COMPANY_MENU: NavGroup = {
  label: 'nav.company',
  children: [
    { to: '/about-us', label: 'nav.aboutUs' },
    { to: '/contact-us', label: 'nav.contactUs' },
  ],
};

/** Mall main navigation (spec 2.2). */
export const MALL_NAV: NavEntry[] = [
  { to: '/mall/album?type=1', label: 'nav.newIn' },
  { to: '/mall/album?type=2', label: 'nav.bestSellers' },
  { to: '/mall/discount', label: 'nav.specialOffer' },
  { to: '/mall/explore', label: 'nav.fashionTrends', hot: true },
  { to: '/ai-designer', label: 'nav.ai' },
  { to: '/home', label: 'nav.goHome' },
];

/** The signed-in user dropdown of the marketing and mall headers; Log out is added by UserMenu. */
export const USER_MENU: NavEntry[] = [
  { to: '/publish/productList', label: 'userMenu.favoriteItem' },
  { to: '/publish/listings', label: 'userMenu.listings' },
  { to: '/order/list', label: 'userMenu.allOrders' },
  { to: '/personal-center/account-setting', label: 'userMenu.personalCenter' },
];

/** Footer columns (spec 2.2); the affiliate and external blog links have no address yet. */
export const FOOTER_COLUMNS: NavGroup[] = [
  {
    label: 'footer.categories',
    children: [
      { to: firstExisting('/product-list', '/mall'), label: 'footer.products' },
      { to: '/dropshipping', label: 'nav.dropshipping' },
      { to: '/service', label: 'nav.customization' },
    ],
  },
  {
    label: 'footer.resources',
    children: [
      { to: '/privacy-policy', label: 'footer.privacyPolicy' },
      { to: '/terms-conditions', label: 'footer.terms' },
      { to: '/return-refund', label: 'footer.returnRefund' },
      { to: '/shipping', label: 'footer.shipping' },
      { to: '/payment-method', label: 'footer.paymentMethod' },
    ],
  },
  {
    label: 'footer.about',
    children: [
      { to: '/about-us', label: 'nav.company' },
      { to: '/blog', label: 'nav.blog' },
      { to: '/help-center', label: 'nav.helpCenter' },
      { to: '/contact-us', label: 'nav.contactUs' },
      { to: '/attr', label: 'footer.attributes' },
    ],
  },
];
