import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { MallLayout } from './layouts/MallLayout';
import { RequireSignIn } from './RequireSignIn';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { lazyRoute, startFetching } from './lazy-route';
import { accountRoutes, mallRoutes, marketingRoutes, standaloneRoutes } from './routes';

/** The friendly error page in place of what it wraps; a new address clears it. */
function Guard({ fullPage, children }: { fullPage?: boolean; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <RouteErrorBoundary at={pathname + search} fullPage={fullPage}>
      {children}
    </RouteErrorBoundary>
  );
}

/** Pages whose code fails to load, or that break, show the friendly error page inside their layout, which keeps its header. */
const guarded = (children: RouteObject[]): RouteObject[] => [{ element: <Guard><Outlet /></Guard>, children }];

const routes: RouteObject[] = [
  {
    // A layout that fails to load or breaks: the same page, alone.
    element: (
      <Guard fullPage>
        <RootShell />
      </Guard>
    ),
    children: [
      // Only the mall's layout is in the first load; the others come with their first page.
      { ...lazyRoute(async () => (await import('./layouts/MarketingLayout')).MarketingLayout), children: guarded(marketingRoutes) },
      { element: <MallLayout />, children: guarded(mallRoutes) },
      {
        ...lazyRoute(async () => {
          const { AccountLayout } = await import('./layouts/AccountLayout');
          return () => <RequireSignIn><AccountLayout /></RequireSignIn>;
        }),
        children: guarded(accountRoutes),
      },
      ...guarded(standaloneRoutes),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * Marks the page as answering input (`<html data-interactive>`) once the first page has been drawn or, when the
 * server drew it, hydrated: until then a click or a keystroke on a drawn page reaches no handler (decision 0056).
 * Browser tests wait for it after loading a page.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

function RouteTable() {
  startFetching(routes, useLocation(), useQueryClient());
  return useRoutes(routes);
}

/**
 * The pages, inside BrowserRouter (navigations are transitions: the page on screen stays until the
 * next one's code has arrived). The spinner shows only while the first page's code loads.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteTable />
      <InteractiveMark />
    </Suspense>
  );
}
