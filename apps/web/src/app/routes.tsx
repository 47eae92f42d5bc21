import { normalizePath } from '@threadway/contracts';
import type { RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
  { path: '/mall', ...page(() => import('../features/system/routes/MallHomePage')) },
  { path: '/404', ...page(() => import('../features/system/routes/NotFoundPage')) },
];

export const accountRoutes: RouteObject[] = [
  { path: '/personal-center/account-setting', ...page(() => import('../features/accounts/routes/AccountSettingPage')) },
];

export const standaloneRoutes: RouteObject[] = [
  { path: '/dev/mailbox', ...page(() => import('../features/notifications/routes/DevMailboxPage')) },
  { path: '/admin/*', ...page(() => import('../features/admin/AdminApp')) },
];

/** True when a screen exists at this path; menus hide entries whose screen does not exist yet. */
const PATHS = new Set(
  [...marketingRoutes, ...mallRoutes, ...accountRoutes, ...standaloneRoutes].map((r) => r.path).filter((p): p is string => Boolean(p)),
);
export const hasRoute = (to: string): boolean => PATHS.has(normalizePath(to.split('?')[0] ?? to));
