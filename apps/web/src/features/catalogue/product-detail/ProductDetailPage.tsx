import type { ProductDetail, SkuDetail } from '@threadway/contracts';
import { App } from 'antd';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { WhenVisible } from '../../../components/WhenVisible';
import { ApiError, isHandledByShell } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useProductDetail, useSeoPath, type ProductAddress } from '../api/detail';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { Gallery } from './Gallery';
import { GuestBanners } from './GuestBanners';
import styles from './ProductDetail.module.css';
import { ProductTabs } from './ProductTabs';
import { PurchasePanel } from './PurchasePanel';
import { clampQuantity, initialSelection, maxQuantity, reconcile, type Selection } from './selection';
import type { AddToCartSlot } from './cart-slot';
import type { ListToStoreSlot } from './list-to-store-slot';
import type { ShippingSlot } from './shipping-slot';

const NOT_FOUND = 404;
// At the foot of the page: the product cards' code loads when scrolled near, not with the page.
const SimilarProducts = lazy(async () => ({ default: (await import('./SimilarProducts')).SimilarProducts }));
const SIMILAR_HEIGHT = 360;
// Ant Design's Result (with its pictures) is for a missing product only: not in the page's first load.
const NotAvailable = lazy(async () => ({ default: (await import('./NotAvailable')).NotAvailable }));
const NotAvailableOnDemand = ({ message }: { message: string }) => (
  <Suspense fallback={null}>
    <NotAvailable message={message} />
  </Suspense>
);

/**
 * /product-detail?id={kkProductId}: looks up the product's SEO path and moves there, keeping
 * the rest of the query (spec 2.3). When the lookup fails its message is shown as a warning and
 * the product is loaded by id instead.
 */
function useAddress(): ProductAddress | null {
  const { param } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const id = param ? null : params.get('id');
  const seo = useSeoPath(id);
  const path = seo.data?.path;
  useEffect(() => {
    if (!path?.startsWith('/product-detail/')) return;
    const rest = new URLSearchParams(params);
    rest.delete('id');
    navigate(rest.size > 0 ? `${path}?${rest}` : path, { replace: true });
  }, [path, params, navigate]);
  useEffect(() => {
    if (seo.error instanceof ApiError && seo.error.status !== NOT_FOUND && !isHandledByShell(seo.error)) void message.warning(seo.error.message);
  }, [seo.error, message]);

  if (param) return { seoSlug: param };
  if (!id) return null;
  return seo.isError || (seo.isSuccess && !path?.startsWith('/product-detail/')) ? { id } : null;
}

/** The product once loaded: the pickers' state, kept in the URL (color, warehouse) so the link shows the same choice. */
function ProductView({ product, Shipping, AddToCart, ListToStore }: { product: ProductDetail; Shipping: ShippingSlot; AddToCart: AddToCartSlot; ListToStore: ListToStoreSlot }) {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const pinned = params.get('noChangeWarehouse') === '1';
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, { colour: params.get('color'), warehouse: params.get('warehouse') }));
  const [wantedQuantity, setQuantity] = useState(1);
  const quantity = clampQuantity(wantedQuantity, maxQuantity(product, selection)).quantity;

  useEffect(() => {
    document.title = `${product.name} | ${t('common:brand.name')}`;
  }, [product.name, t]);

  const choose = (next: Selection, moveWarehouse: boolean) => {
    const settled = reconcile(product, next, moveWarehouse && !pinned);
    setSelection(settled);
    const query = new URLSearchParams(params);
    if (settled.colour) query.set('color', settled.colour);
    if (settled.warehouseCode) query.set('warehouse', settled.warehouseCode);
    setParams(query, { replace: true });
  };
  const pickVariant = (sku: SkuDetail) => choose({ ...selection, colour: sku.colour, size: sku.size }, true);

  return (
    <>
      <Breadcrumbs
        className={styles.breadcrumb}
        items={[
          <Link to="/mall">{t('list.home')}</Link>,
          ...product.categoryPath.map((c) => <Link to={`/product-list/${c.categoryUrl}`}>{c.name}</Link>),
          <span className={styles.crumbName}>{product.name}</span>,
        ]}
      />
      {!session && <GuestBanners />}
      <div className={styles.top}>
        <Gallery images={product.images.length > 0 ? product.images : product.colours.flatMap((c) => (c.imageUrl ? [{ url: c.imageUrl, colour: c.name }] : []))} colour={selection.colour} name={product.name} />
        <PurchasePanel
          product={product}
          selection={selection}
          quantity={quantity}
          onColour={(colour) => choose({ ...selection, colour }, true)}
          onSize={(size) => choose({ ...selection, size }, false)}
          onWarehouse={(warehouseCode) => choose({ ...selection, warehouseCode }, false)}
          onQuantity={setQuantity}
          onVariant={pickVariant}
          Shipping={Shipping}
          AddToCart={AddToCart}
          ListToStore={ListToStore}
        />
      </div>
      <section className={styles.block}>
        <ProductTabs product={product} />
      </section>
      <ReviewsSection product={product} />
      <WhenVisible minHeight={SIMILAR_HEIGHT}>
        <Suspense fallback={null}>
          <SimilarProducts kkProductId={product.kkProductId} />
        </Suspense>
      </WhenVisible>
    </>
  );
}

/**
 * Product detail (spec 2.3): /product-detail/:menu/:param (param is the SEO slug) and
 * /product-detail?id={kkProductId}. Shipping comes from the logistics feature through `shipping`,
 * 'Add to cart' from the cart feature through `addToCart`, 'List to store' from the stores feature through `listToStore`.
 */
export default function ProductDetailPage({ shipping, addToCart, listToStore }: { shipping: ShippingSlot; addToCart: AddToCartSlot; listToStore: ListToStoreSlot }) {
  const { t } = useTranslation('catalogue');
  const address = useAddress();
  const detail = useProductDetail(address);
  const [params] = useSearchParams();
  const missing = address === null && !params.get('id');

  let body;
  if (missing || (detail.error instanceof ApiError && detail.error.status === NOT_FOUND) || (detail.data && detail.data.status !== 1)) {
    body = <NotAvailableOnDemand message={t('messages:errors.productNotAvailable')} />;
  } else if (detail.isError) {
    body = <NotAvailableOnDemand message={detail.error instanceof ApiError && detail.error.status !== 0 ? detail.error.message : t('messages:errors.productDetailsFailed')} />;
  } else if (detail.data) {
    body = <ProductView key={detail.data.kkProductId} product={detail.data} Shipping={shipping} AddToCart={addToCart} ListToStore={listToStore} />;
  } else {
    body = (
      <div className={styles.top}>
        <div className={styles.skeletonImage} />
        <LineSkeleton rows={10} />
      </div>
    );
  }
  return <div className={styles.page}>{body}</div>;
}
