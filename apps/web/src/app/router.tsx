import { Navigate, createBrowserRouter } from 'react-router';
import { AccountLayout } from './layouts/AccountLayout';
import { MallLayout } from './layouts/MallLayout';
import { MarketingLayout } from './layouts/MarketingLayout';
import { RequireSignIn } from './RequireSignIn';
import { PageLoading } from './PageLoading';
import { RootShell } from './RootShell';
import { accountRoutes, mallRoutes, marketingRoutes, standaloneRoutes } from './routes';

export const router = createBrowserRouter([
  {
    element: <RootShell />,
    // Shown while the first page's lazy code loads, before any layout exists.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { element: <MarketingLayout />, children: marketingRoutes },
      { element: <MallLayout />, children: mallRoutes },
      { element: <RequireSignIn><AccountLayout /></RequireSignIn>, children: accountRoutes },
      ...standaloneRoutes,
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
