import { Navigate, createBrowserRouter } from 'react-router';
import { MallLayout } from './layouts/MallLayout';
import { RequireSignIn } from './RequireSignIn';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { accountRoutes, mallRoutes, marketingRoutes, standaloneRoutes } from './routes';

const accountLayout = async () => {
  const { AccountLayout } = await import('./layouts/AccountLayout');
  return { Component: () => <RequireSignIn><AccountLayout /></RequireSignIn> };
};

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    // Shown while the first page's lazy code loads, before any layout exists.
    hydrateFallbackElement: <PageLoading />,
    children: [
      // Only the mall's layout is in the first load; the others come with their first page.
      { lazy: async () => ({ Component: (await import('./layouts/MarketingLayout')).MarketingLayout }), children: marketingRoutes },
      { element: <MallLayout />, children: mallRoutes },
      { lazy: accountLayout, children: accountRoutes },
      ...standaloneRoutes,
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
