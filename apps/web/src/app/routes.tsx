import { normalizePath } from '@threadway/contracts';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '../i18n';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});
/** A page of the back office (or the developer mailbox): its texts are not in the shop's bundle. */
const staffPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await Promise.all([load(), loadNamespace('admin')]))[0].default }),
});

/** The product page shows the logistics feature's shipping rows; features do not import each other, so they meet here. */
const productDetailPage: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ default: ProductDetailPage }, { ShippingOptions }] = await Promise.all([
      import('../features/catalogue/product-detail/ProductDetailPage'),
      import('../features/logistics/shipping-dialog'),
    ]);
    return { Component: () => <ProductDetailPage shipping={ShippingOptions} /> };
  },
};

/** The mall home shows the catalogue feature's category tiles among its content blocks. */
const mallHomePage: Pick<RouteObject, 'lazy'> = {
  lazy: async () => {
    const [{ default: MallHomePage }, { CategoryTiles }] = await Promise.all([
      import('../features/content/home/MallHomePage'),
      import('../features/catalogue/categories/components/CategoryTiles'),
    ]);
    return { Component: () => <MallHomePage categoryTiles={CategoryTiles} /> };
  },
};

/**
 * The route table. Only screens that exist are registered (issue 2); menus show an entry only
 * when its path is registered here (hasRoute below), so later domains light their links up
 * by adding their routes.
 */
export const marketingRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('../features/system/routes/MarketingHomePage')) },
  { path: '/home', ...page(() => import('../features/system/routes/MarketingHomePage')) },
  { path: '/login', ...page(() => import('../features/accounts/routes/SignInPage')) },
  { path: '/register', ...page(() => import('../features/accounts/routes/SignUpPage')) },
];

export const mallRoutes: RouteObject[] = [
  { path: '/mall', ...mallHomePage },
  { path: '/404', ...page(() => import('../features/system/routes/NotFoundPage')) },
  { path: '/mall/search', ...page(() => import('../features/catalogue/search/routes/MobileSearchPage')) },
  { path: '/mall/similar', ...page(() => import('../features/catalogue/visual-search/routes/SimilarPage')) },
  { path: '/mall/category-detail', ...page(() => import('../features/catalogue/categories/routes/CategoryDetailPage')) },
  { path: '/commodity/category-detail', ...page(() => import('../features/catalogue/categories/routes/CategoryDetailPage')) },
  { path: '/product-list', ...page(() => import('../features/catalogue/product-list/ProductListPage')) },
  { path: '/product-list/:menu', ...page(() => import('../features/catalogue/product-list/ProductListPage')) },
  { path: '/product-list/:menu/:param', ...page(() => import('../features/catalogue/product-list/ProductListPage')) },
  { path: '/product-detail', ...productDetailPage },
  { path: '/product-detail/:menu/:param', ...productDetailPage },
  { path: '/mall/explore', ...page(() => import('../features/content/explore/ExplorePage')) },
  { path: '/mall/explore/detail', ...page(() => import('../features/content/explore/ExploreDetailPage')) },
  { path: '/mall/flash-sale', ...page(() => import('../features/content/events/FlashSalePage')) },
  { path: '/mall/discount', ...page(() => import('../features/content/events/DiscountPage')) },
  { path: '/mall/sale', ...page(() => import('../features/content/events/SalePage')) },
  { path: '/mall/festival-collection', ...page(() => import('../features/content/events/FestivalCollectionPage')) },
  { path: '/mall/album', ...page(() => import('../features/content/albums/AlbumPage')) },
  { path: '/mall/new-in', ...page(() => import('../features/content/albums/NewInPage')) },
  { path: '/mall/shipping-cost', ...page(() => import('../features/logistics/shipping-cost/ShippingCostPage')) },
];

export const accountRoutes: RouteObject[] = [
  { path: '/personal-center/account-setting', ...page(() => import('../features/accounts/routes/AccountSettingPage')) },
];

export const standaloneRoutes: RouteObject[] = [
  { path: '/dev/mailbox', ...staffPage(() => import('../features/notifications/routes/DevMailboxPage')) },
  { path: '/admin/*', ...staffPage(() => import('../features/admin/AdminApp')) },
];

/** True when a screen exists at this path; menus hide entries whose screen does not exist yet. */
const PATHS = new Set(
  [...marketingRoutes, ...mallRoutes, ...accountRoutes, ...standaloneRoutes].map((r) => r.path).filter((p): p is string => Boolean(p)),
);
export const hasRoute = (to: string): boolean => PATHS.has(normalizePath(to.split('?')[0] ?? to));
