import { normalizePath, PAYOUT_RETURN_PAGE, STORE_MANAGE_PAGE } from '@threadway/contracts';
import type { RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import type { ConfirmOrderPageProps } from '../features/checkout/routes/ConfirmOrderPage';
import { dialogOnDemand } from '../components/dialogOnDemand';
import { prefetchProductDetail } from '../features/catalogue/api/detail';
import { loadNamespaces } from '../i18n';
import { lazyRoute } from './lazy-route';

type PageModule = { default: React.ComponentType };
/**
 * A page whose code and texts load together: `namespaces` are those it uses beyond the bundled
 * common, mall and messages, fetched alongside its code so that it never waits for them or shows keys.
 */
const pageCode = (load: () => Promise<PageModule>, ...namespaces: string[]) => async () => (await Promise.all([load(), loadNamespaces(...namespaces)]))[0].default;
const page = (load: () => Promise<PageModule>, ...namespaces: string[]): Pick<RouteObject, 'element'> => lazyRoute(pageCode(load, ...namespaces));
/** A page of the back office (or the developer mailbox): its texts are not in the shop's bundle. */
const staffPage = (load: () => Promise<PageModule>) => page(load, 'admin');

/** The product page shows the logistics feature's shipping rows, the cart feature's 'Add to Cart' and the stores feature's 'List to store'; features do not import each other, so they meet here. */
const productDetailPage = (): Pick<RouteObject, 'element'> =>
  lazyRoute(
    async () => {
      const [{ default: ProductDetailPage }, { ShippingOptions }, { AddToCartButton }, { ListToStoreButton }] = await Promise.all([
        import('../features/catalogue/product-detail/ProductDetailPage'),
        import('../features/logistics/shipping-dialog'),
        import('../features/cart/components/AddToCartButton'),
        import('../features/stores'),
        loadNamespaces('catalogue', 'cart'),
      ]);
      return () => <ProductDetailPage shipping={ShippingOptions} addToCart={AddToCartButton} listToStore={ListToStoreButton} />;
    },
    // The product (its main picture is the page's largest paint) is asked for alongside the page's code.
    (queryClient, { param }) => {
      if (param) prefetchProductDetail(queryClient, param);
    },
  );

/**
 * The product list, whose first page is asked for alongside the page's code (one of its first pictures is the page's
 * largest paint). What reads the address's filters comes in a small chunk of its own, not in every page's first load.
 */
const productListPage = (): Pick<RouteObject, 'element'> =>
  lazyRoute(pageCode(() => import('../features/catalogue/product-list/ProductListPage'), 'catalogue'), (queryClient, params, search) => {
    void import('../features/catalogue/product-list/first-page').then(({ prefetchFirstPage }) => prefetchFirstPage(queryClient, params, search));
  });

/** Account settings show the notifications feature's order e-mail switches. */
const accountSettingPage: Pick<RouteObject, 'element'> = lazyRoute(async () => {
  const [{ default: AccountSettingPage }, { OrderEmailSettings }] = await Promise.all([
    import('../features/accounts/routes/AccountSettingPage'),
    import('../features/notifications/order-emails'),
    loadNamespaces('accounts', 'notifications'),
  ]);
  return () => <AccountSettingPage orderEmails={OrderEmailSettings} />;
});

/** The Stores screen shows the payments feature's automatic-payment switch (spec 2.3 puts it on the account, 7.1 with the stores calls). */
const storeManagePage: Pick<RouteObject, 'element'> = lazyRoute(async () => {
  const [{ default: StoreManagePage }, { AutomaticPaymentSetting }] = await Promise.all([
    import('../features/stores/routes/StoreManagePage'),
    import('../features/payments/manage/components/AutomaticPaymentSetting'),
    loadNamespaces('stores', 'wallet'),
  ]);
  return () => <StoreManagePage automaticPayment={AutomaticPaymentSetting} />;
});

/** The wish list lists to stores with the stores feature's 'List to store' buttons (one product, and a selection). */
const favoriteItemPage: Pick<RouteObject, 'element'> = lazyRoute(async () => {
  const [{ default: FavoriteItemPage }, { ListToStoreButton, BatchListToStoreButton }] = await Promise.all([
    import('../features/wishlist/routes/FavoriteItemPage'),
    import('../features/stores'),
    loadNamespaces('wishlist', 'stores'),
  ]);
  return () => <FavoriteItemPage ListOne={ListToStoreButton} ListSelection={BatchListToStoreButton} />;
});

/** The bag composes the addresses feature's address box, the promotions feature's coupon card and the accounts feature's bind-e-mail dialog. */
const confirmOrderPage: Pick<RouteObject, 'element'> = lazyRoute(async () => {
  const [{ default: ConfirmOrderPage }] = await Promise.all([import('../features/checkout/routes/ConfirmOrderPage'), loadNamespaces('checkout')]);
  // Each part comes with its texts and only to whom it shows (decision 0034): the address box to sellers with their bag,
  // the coupon card when the coupons are opened, the accounts feature's sign-up to guests and its dialog when asked.
  const loadSellerParts = () => Promise.all([import('../features/addresses'), loadNamespaces('addresses')]);
  const ShippingAddressBox: ConfirmOrderPageProps['addressBox'] = lazy(async () => ({ default: (await loadSellerParts())[0].ShippingAddressBox }));
  const CouponCard: ConfirmOrderPageProps['couponCard'] = lazy(async () => {
    const [{ CouponCard }] = await Promise.all([import('../features/promotions'), loadNamespaces('promotions')]);
    return { default: CouponCard };
  });
  // Fetched when the seller is asked to bind an e-mail, with Ant Design's modal and form (decision 0034).
  const BindEmailDialog: ConfirmOrderPageProps['bindEmailDialog'] = dialogOnDemand(async () => {
    const [{ AccountDialog }] = await Promise.all([import('../features/accounts/components/AccountDialog'), loadNamespaces('accounts')]);
    return ({ open, ...rest }) => <AccountDialog mode={open ? 'bindEmail' : null} {...rest} />;
  });
  // Guests sign up on the bag (spec 2.6) and keep the cart they filled; only guests fetch the form.
  const GuestSignUp: ConfirmOrderPageProps['guestSignUp'] = lazy(async () => {
    const [{ CheckoutSignUp }, { mergeGuestCart }] = await Promise.all([
      import('../features/accounts/components/CheckoutSignUp'),
      import('../features/cart/api/merge-guest-cart'),
      loadNamespaces('accounts'),
    ]);
    const SignUp: ConfirmOrderPageProps['guestSignUp'] = ({ onJoining }) => {
      const queryClient = useQueryClient();
      return <CheckoutSignUp onJoining={onJoining} afterSession={() => mergeGuestCart(queryClient)} />;
    };
    return { default: SignUp };
  });
  const Component = () => (
    <ConfirmOrderPage addressBox={ShippingAddressBox} couponCard={CouponCard} loadSellerParts={loadSellerParts} bindEmailDialog={BindEmailDialog} guestSignUp={GuestSignUp} />
  );
  return Component;
});

/**
 * The order list and detail offer Apply Coupon on an unpaid order with the promotions feature's coupon card; they name warehouses and channels with the catalogue's words;
 * the list's Pay dialog shows the payment page's card form, in its words.
 */
const orderPage = (load: () => Promise<PageModule>): Pick<RouteObject, 'element'> =>
  lazyRoute(async () => {
    const [{ default: Page }, { CouponCard }, { CouponCardSlot }] = await Promise.all([
      load(),
      import('../features/promotions'),
      import('../features/orders/components/coupon-card-slot'),
      loadNamespaces('orders', 'promotions', 'catalogue', 'payments'),
    ]);
    const Component = () => (
      <CouponCardSlot.Provider value={CouponCard}>
        <Page />
      </CouponCardSlot.Provider>
    );
    return Component;
  });

/** The mall home shows the catalogue feature's category tiles among its content blocks. */
const mallHomePage: Pick<RouteObject, 'element'> = lazyRoute(async () => {
  const [{ default: MallHomePage }, { CategoryTiles }] = await Promise.all([
    import('../features/content/home/MallHomePage'),
    import('../features/catalogue/categories/components/CategoryTiles'),
  ]);
  return () => <MallHomePage categoryTiles={CategoryTiles} />;
});

/**
 * The route table. Only screens that exist are registered (issue 2); menus show an entry only
 * when its path is registered here (hasRoute below), so later domains light their links up
 * by adding their routes.
 */
export const marketingRoutes: RouteObject[] = [
  { path: '/', ...page(() => import('../features/system/routes/MarketingHomePage')) },
  { path: '/home', ...page(() => import('../features/system/routes/MarketingHomePage')) },
  { path: '/login', ...page(() => import('../features/accounts/routes/SignInPage'), 'accounts') },
  { path: '/register', ...page(() => import('../features/accounts/routes/SignUpPage'), 'accounts') },
];

export const mallRoutes: RouteObject[] = [
  { path: '/mall', ...mallHomePage },
  { path: '/404', ...page(() => import('../features/system/routes/NotFoundPage')) },
  { path: '/mall/search', ...page(() => import('../features/catalogue/search/routes/MobileSearchPage')) },
  { path: '/mall/similar', ...page(() => import('../features/catalogue/visual-search/routes/SimilarPage')) },
  { path: '/mall/category-detail', ...page(() => import('../features/catalogue/categories/routes/CategoryDetailPage')) },
  { path: '/commodity/category-detail', ...page(() => import('../features/catalogue/categories/routes/CategoryDetailPage')) },
  { path: '/product-list', ...productListPage() },
  { path: '/product-list/:menu', ...productListPage() },
  { path: '/product-list/:menu/:param', ...productListPage() },
  { path: '/product-detail', ...productDetailPage() },
  { path: '/product-detail/:menu/:param', ...productDetailPage() },
  { path: '/mall/explore', ...page(() => import('../features/content/explore/ExplorePage'), 'discovery') },
  { path: '/mall/explore/detail', ...page(() => import('../features/content/explore/ExploreDetailPage'), 'discovery') },
  { path: '/mall/flash-sale', ...page(() => import('../features/content/events/FlashSalePage'), 'discovery') },
  { path: '/mall/discount', ...page(() => import('../features/content/events/DiscountPage'), 'discovery') },
  { path: '/mall/sale', ...page(() => import('../features/content/events/SalePage'), 'discovery') },
  { path: '/mall/festival-collection', ...page(() => import('../features/content/events/FestivalCollectionPage'), 'discovery') },
  { path: '/mall/album', ...page(() => import('../features/content/albums/AlbumPage'), 'discovery') },
  { path: '/mall/new-in', ...page(() => import('../features/content/albums/NewInPage'), 'discovery') },
  { path: '/mall/shipping-cost', ...page(() => import('../features/logistics/shipping-cost/ShippingCostPage'), 'discovery') },
  { path: '/mall/mobileCart', ...page(() => import('../features/cart/routes/CartPage'), 'cart') },
  { path: '/mall/shoppingCar', ...page(() => import('../features/cart/routes/CartPage'), 'cart') },
  { path: '/confirm-order', ...confirmOrderPage },
  { path: '/mall/paymentPage', ...page(() => import('../features/payments/routes/PaymentPage'), 'payments', 'wallet') },
  { path: '/payment-status', ...page(() => import('../features/payments/routes/PaymentStatusPage'), 'payments') },
  { path: PAYOUT_RETURN_PAGE, ...page(() => import('../features/payments/routes/PayoutReturnPage'), 'payments') },
];

export const accountRoutes: RouteObject[] = [
  { path: '/personal-center/account-setting', ...accountSettingPage },
  { path: '/personal-center/notifications', ...page(() => import('../features/notifications/routes/NotificationsPage'), 'notifications') },
  { path: '/personal-center/address-manage', ...page(() => import('../features/addresses/routes/AddressBookPage'), 'addresses') },
  { path: '/personal-center/add-address', ...page(() => import('../features/addresses/routes/AddressBookPage'), 'addresses') },
  { path: '/personal-center/coupons', ...page(() => import('../features/promotions/routes/CouponsPage'), 'promotions') },
  { path: '/personal-center/payment-manage', ...page(() => import('../features/payments/manage/PaymentManagePage'), 'wallet') },
  { path: STORE_MANAGE_PAGE, ...storeManagePage },
  { path: '/personal-center/store-setting', ...page(() => import('../features/stores/routes/StoreSettingPage'), 'stores') },
  // The platforms send the browser back here (storeCallbackPage in the contracts).
  { path: '/personal-center/store-callback/:platform', ...page(() => import('../features/stores/routes/StoreCallbackPage'), 'stores') },
  { path: '/publish/listings', ...page(() => import('../features/listings/routes/ListingsPage'), 'listings') },
  { path: '/publish/batchPublish', ...page(() => import('../features/listings/routes/BatchPublishPage'), 'listings') },
  { path: '/publish/batchTasks', ...page(() => import('../features/listings/routes/BatchTasksPage'), 'listings') },
  { path: '/publish/productList', ...favoriteItemPage },
  { path: '/publish/edit', ...page(() => import('../features/listings/editor/routes/ListingEditPage'), 'listingEditor') },
  { path: '/publish/MTDetail', ...page(() => import('../features/listings/editor/routes/ListingDetailPage'), 'listingEditor') },
  { path: '/billing', ...page(() => import('../features/payments/billing/BillingPage'), 'billing') },
  { path: '/order/list', ...orderPage(() => import('../features/orders/routes/OrderListPage')) },
  { path: '/order/details', ...orderPage(() => import('../features/orders/routes/OrderDetailPage')) },
  { path: '/order/trackingInfo', ...page(() => import('../features/orders/tracking/TrackingInfoPage'), 'orders', 'fulfilment') },
  { path: '/order/refund', ...page(() => import('../features/orders/refunds/routes/RefundApplicationPage'), 'refunds') },
  { path: '/order/success', ...page(() => import('../features/orders/refunds/routes/RefundSuccessPage'), 'refunds') },
  { path: '/order/sales', ...page(() => import('../features/orders/refunds/routes/RefundingOrdersPage'), 'refunds') },
  { path: '/order/after-sales-order', ...page(() => import('../features/orders/refunds/routes/AfterSalesOrderPage'), 'refunds') },
  { path: '/order/record', ...page(() => import('../features/orders/refunds/routes/RefundRecordsPage'), 'refunds') },
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
