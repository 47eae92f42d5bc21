import {
  AccountBookOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  IdcardOutlined,
  RollbackOutlined,
  ScissorOutlined,
  SettingOutlined,
  ShopOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { hasRoute } from '../routes';
import type { NavEntry } from './nav';

/** A personal-center menu node: a link (`api` ones need authority '2'), or a group of nodes. */
export type MenuNode =
  | { label: string; icon?: ReactNode; to: string; api?: boolean }
  | { label: string; icon?: ReactNode; children: MenuNode[] };

/** Desktop personal-center menu (spec 2.2). */
const ACCOUNT_MENU: MenuNode[] = [
  {
    label: 'account.menu.myProduct',
    icon: <AppstoreOutlined />,
    children: [
      { to: '/publish/listings', label: 'account.menu.listings', icon: <UnorderedListOutlined /> },
      { to: '/publish/userDesign', label: 'account.menu.myDesign', icon: <BgColorsOutlined /> },
      { to: '/publish/productList', label: 'account.menu.favoriteItem', icon: <HeartOutlined /> },
      { to: '/commodity/customProduct/list', label: 'account.menu.customProduct', icon: <ToolOutlined /> },
    ],
  },
  { to: '/order/list', label: 'account.menu.allOrders', icon: <FileTextOutlined /> },
  { to: '/order/sales', label: 'account.menu.refundingOrder', icon: <RollbackOutlined /> },
  {
    label: 'account.menu.customOrders',
    icon: <ScissorOutlined />,
    children: [
      { to: '/order/custom-samples', label: 'account.menu.customSamples' },
      { to: '/order/custom-order', label: 'account.menu.customOrder' },
      { to: '/order/custom-fabric-library', label: 'account.menu.fabricLibrary' },
      { to: '/order/custom-printing', label: 'account.menu.customPrinting' },
      { to: '/order/custom-button', label: 'account.menu.customButton' },
    ],
  },
  { to: '/billing', label: 'account.menu.billing', icon: <AccountBookOutlined /> },
  { to: '/personal-center/store-manage', label: 'account.menu.store', icon: <ShopOutlined /> },
  {
    label: 'account.menu.personalCenter',
    icon: <UserOutlined />,
    children: [
      { to: '/personal-center/payment-manage', label: 'account.menu.payment', icon: <WalletOutlined /> },
      { to: '/personal-center/coupons', label: 'account.menu.coupons', icon: <GiftOutlined /> },
      { to: '/personal-center/address-manage', label: 'account.menu.addresses', icon: <EnvironmentOutlined /> },
      { to: '/personal-center/account-setting', label: 'account.menu.accountSetting', icon: <SettingOutlined /> },
      { to: '/personal-center/my-information', label: 'account.menu.myInformation', icon: <IdcardOutlined /> },
      { to: '/personal-center/api-setting', label: 'account.menu.api', icon: <ApiOutlined />, api: true },
    ],
  },
];

/** The menu this seller sees: links whose screens exist, the API link only with authority '2', no empty groups. */
export function accountMenu(canUseApi: boolean, nodes: MenuNode[] = ACCOUNT_MENU): MenuNode[] {
  return nodes.flatMap((node): MenuNode[] => {
    if ('children' in node) {
      const children = accountMenu(canUseApi, node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    }
    return hasRoute(node.to) && (!node.api || canUseApi) ? [node] : [];
  });
}

/** The shorter mobile menu (spec 2.2). */
export const ACCOUNT_MOBILE_MENU: NavEntry[] = [
  { to: '/publish/listings', label: 'account.menu.listings' },
  { to: '/publish/productList', label: 'account.menu.favoriteItem' },
  { to: '/order/list', label: 'account.menu.allOrders' },
  { to: '/personal-center/store-manage', label: 'account.menu.store' },
  { to: '/personal-center/address-manage', label: 'account.menu.addresses' },
  { to: '/personal-center/coupons', label: 'account.menu.coupons' },
  { to: '/personal-center/account-setting', label: 'account.menu.accountSetting' },
];

/** A screen opened from a menu entry lights that entry up: the store settings open from Store, batch publishing from the wish list, batch tasks from Listings. */
const MENU_PARENT: Record<string, string> = {
  '/personal-center/store-setting': '/personal-center/store-manage',
  '/publish/batchPublish': '/publish/productList',
  '/publish/batchTasks': '/publish/listings',
};
export const menuKeyOf = (pathname: string): string => MENU_PARENT[pathname] ?? pathname;
