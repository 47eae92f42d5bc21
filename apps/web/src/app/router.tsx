import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { MallLayout } from './layouts/MallLayout';
import { RequireSignIn } from './RequireSignIn';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { RouteErrorPage } from './RouteErrorPage';
import { accountRoutes, mallRoutes, marketingRoutes, standaloneRoutes } from './routes';

const accountLayout = async () => {
  const { AccountLayout } = await import('./layouts/AccountLayout');
  return { Component: () => <RequireSignIn><AccountLayout /></RequireSignIn> };
};

/** Pages whose code fails to load, or that break, show the friendly error page inside their layout, which keeps its header. */
const guarded = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteErrorPage />, children }];

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    // Shown while the first page's lazy code loads, before any layout exists.
    hydrateFallbackElement: <PageLoading />,
    // A layout that fails to load or breaks: the same page, alone.
    errorElement: <RouteErrorPage fullPage />,
    children: [
      // Only the mall's layout is in the first load; the others come with their first page.
      { lazy: async () => ({ Component: (await import('./layouts/MarketingLayout')).MarketingLayout }), children: guarded(marketingRoutes) },
      { element: <MallLayout />, children: guarded(mallRoutes) },
      { lazy: accountLayout, children: guarded(accountRoutes) },
      ...guarded(standaloneRoutes),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
