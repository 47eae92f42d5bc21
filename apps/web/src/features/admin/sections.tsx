import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarsOutlined,
  CarOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DollarOutlined,
  GiftOutlined,
  NotificationOutlined,
  PictureOutlined,
  ScheduleOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import type { OperatorRole } from '@threadway/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The back office's screens: menu entry, dashboard quick link and route in one row each. A new
 * domain screen (orders to ship, refunds, catalogue) is one more line here. Labels come from
 * admin.json `nav.<key>` and `nav.<key>Hint`; the menu item's test id is `admin-nav-<key>`.
 * `roles` lists who may open it besides administrators; without it every operator may.
 */
export interface AdminSection {
  key: string;
  path: string;
  icon: ReactNode;
  roles?: readonly OperatorRole[];
  Page: LazyExoticComponent<ComponentType>;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { key: 'dashboard', path: '', icon: <DashboardOutlined />, Page: lazy(() => import('./routes/DashboardPage')) },
  { key: 'operators', path: 'operators', icon: <TeamOutlined />, roles: ['admin'], Page: lazy(() => import('./routes/OperatorsPage')) },
  { key: 'maintenance', path: 'maintenance', icon: <ToolOutlined />, Page: lazy(() => import('./routes/MaintenancePage')) },
  { key: 'currencies', path: 'currencies', icon: <DollarOutlined />, Page: lazy(() => import('./routes/CurrenciesPage')) },
  { key: 'categories', path: 'categories', icon: <ApartmentOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/CategoriesPage')) },
  { key: 'products', path: 'products', icon: <ShoppingOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/ProductsPage')) },
  { key: 'productImport', path: 'product-import', icon: <CloudUploadOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/ProductImportPage')) },
  { key: 'events', path: 'events', icon: <ThunderboltOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/EventsPage')) },
  { key: 'albums', path: 'albums', icon: <AppstoreOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/AlbumsPage')) },
  { key: 'banners', path: 'banners', icon: <PictureOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/BannersPage')) },
  { key: 'terms', path: 'vocabulary', icon: <TranslationOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/TermsPage')) },
  { key: 'navigation', path: 'navigation', icon: <BarsOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/NavigationPage')) },
  { key: 'adverts', path: 'adverts', icon: <NotificationOutlined />, roles: ['catalogue'], Page: lazy(() => import('./catalogue/routes/AdvertsPage')) },
  { key: 'coupons', path: 'coupons', icon: <GiftOutlined />, roles: ['catalogue'], Page: lazy(() => import('./promotions/routes/CouponsPage')) },
  { key: 'promoCodes', path: 'promo-codes', icon: <TagsOutlined />, roles: ['catalogue'], Page: lazy(() => import('./promotions/routes/PromoCodesPage')) },
  { key: 'shipping', path: 'shipping', icon: <CarOutlined />, roles: ['fulfilment'], Page: lazy(() => import('./catalogue/routes/ShippingPage')) },
  { key: 'shipOrders', path: 'ship-orders', icon: <CarOutlined />, roles: ['fulfilment'], Page: lazy(() => import('./fulfilment/routes/ShipOrdersPage')) },
  { key: 'refunds', path: 'refunds', icon: <AuditOutlined />, roles: ['support', 'finance'], Page: lazy(() => import('./refunds/routes/RefundReviewPage')) },
  { key: 'payLater', path: 'pay-later', icon: <DollarOutlined />, roles: ['finance'], Page: lazy(() => import('./finance/routes/PayLaterApplicationsPage')) },
  { key: 'stores', path: 'stores', icon: <ShopOutlined />, roles: ['support'], Page: lazy(() => import('./stores/routes/StoresPage')) },
  { key: 'stationLetters', path: 'station-letters', icon: <NotificationOutlined />, roles: ['support'], Page: lazy(() => import('./notifications/routes/StationLettersPage')) },
  { key: 'jobs', path: 'jobs', icon: <ScheduleOutlined />, roles: ['fulfilment'], Page: lazy(() => import('./jobs/routes/JobsPage')) },
  { key: 'audit', path: 'audit', icon: <AuditOutlined />, roles: ['admin'], Page: lazy(() => import('./routes/AuditLogPage')) },
];

export const sectionUrl = (section: AdminSection) => (section.path ? `/admin/${section.path}` : '/admin');

/** The section a URL belongs to: the dashboard only at /admin itself, others also for sub-paths. */
export function activeSection(pathname: string): AdminSection | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_SECTIONS.find((s) => (s.path ? path === sectionUrl(s) || path.startsWith(`${sectionUrl(s)}/`) : path === '/admin'));
}
