import type { ProductDetail, SkuDetail } from '@threadway/contracts';
import { Button } from 'antd';
import { Stars } from '../../../components/controls/Stars';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { useNumberFormat } from '../../../components/useNumberFormat';
import { SupplierRankHelp } from '../product-list/SupplierRankHelp';
import { ColourPicker } from './ColourPicker';
import { PackContents } from './PackContents';
import { PriceBlock } from './PriceBlock';
import { skuPrices } from './price';
import styles from './ProductDetail.module.css';
import { QuantityStepper } from './QuantityStepper';
import { chosenLines, isPack, maxQuantity, sizesOf, skuOf, stockFor, type Selection } from './selection';
import type { AddToCartSlot } from './cart-slot';
import type { ListToStoreSlot } from './list-to-store-slot';
import type { ShippingSlot } from './shipping-slot';
import { SizePicker } from './SizePicker';
import { WarehousePicker } from './WarehousePicker';
import { WishlistButton } from './WishlistButton';

const SizeGuide = dialogOnDemand(async () => (await import('./SizeGuide')).SizeGuide);
const VariantsTable = dialogOnDemand(async () => (await import('./VariantsTable')).VariantsTable);

interface Props {
  product: ProductDetail;
  selection: Selection;
  quantity: number;
  onColour: (colour: string) => void;
  onSize: (size: string) => void;
  onWarehouse: (warehouseCode: string) => void;
  onQuantity: (quantity: number) => void;
  onVariant: (sku: SkuDetail) => void;
  Shipping: ShippingSlot;
  AddToCart: AddToCartSlot;
  ListToStore: ListToStoreSlot;
}

const PAYMENT_METHODS = ['balance', 'card', 'wallet', 'payLater'] as const;

/** Everything beside the gallery: name, price, pickers, quantity, shipping, list to store, wishlist (spec 2.3). */
export function PurchasePanel({ product, selection, quantity, onColour, onSize, onWarehouse, onQuantity, onVariant, Shipping, AddToCart, ListToStore }: Props) {
  const { t } = useTranslation('catalogue');
  const desktop = useIsDesktop();
  const number = useNumberFormat();
  const [guideOpen, setGuideOpen] = useState(false);
  const [variantsOpen, setVariantsOpen] = useState(false);
  const packs = isPack(product);
  const sku = skuOf(product, selection.colour, selection.size);
  const { price, original } = skuPrices(product, sku);
  const sizes = sizesOf(product, selection.colour, selection.warehouseCode);
  const max = maxQuantity(product, selection);
  const lines = max > 0 ? chosenLines(product, selection, quantity) : [];

  const links = (
    <>
      <Button type="link" size="small" onClick={() => setGuideOpen(true)} data-testid="open-size-guide">
        {t('detail.sizeGuide')}
      </Button>
      <Button type="link" size="small" onClick={() => setVariantsOpen(true)} data-testid="open-variants">
        {t('detail.viewAllVariants')}
      </Button>
    </>
  );

  return (
    <div className={styles.panel}>
      <h1 className={styles.name} data-testid="product-name">
        {product.name}
      </h1>
      <div className={styles.meta}>
        <span>
          {t('detail.itemNo')}: <b data-testid="item-no"><bdi dir="ltr">{product.itemNo}</bdi></b>
        </span>
        <a href="#reviews" className={styles.rating}>
          <Stars value={product.rating.average} className={styles.stars} />
          <span>{t('detail.reviewCount', { count: product.rating.count })}</span>
        </a>
        <span>{t('common:product.sold', { count: product.sales })}</span>
      </div>
      <div className={styles.meta}>
        {/* Drawn like Ant Design's gold, blue or plain Tag, without its code. */}
        <span className={`${styles.rankTag} ${product.supplierRank === 'A' ? styles.rankGold : product.supplierRank === 'B' ? styles.rankBlue : ''}`} data-testid="supplier-rank">
          {t('rank.supplier', { rank: product.supplierRank })}
        </span>
        <SupplierRankHelp />
        <span>
          {t('detail.processingTime')}: <b>{t('detail.businessDays', { days: product.processingTime.replace('~', '-') })}</b>
        </span>
      </div>

      <PriceBlock product={product} price={price} original={original} />

      <ColourPicker colours={product.colours} value={selection.colour} onChange={onColour} />
      {packs ? (
        <>
          <PackContents sizes={sizes} perSize={product.minOrderQuantity!} />
          <div className={styles.optionLinks}>{links}</div>
        </>
      ) : (
        <SizePicker sizes={sizes} value={selection.size} onChange={onSize} links={links} />
      )}
      <WarehousePicker
        packs={packs}
        value={selection.warehouseCode}
        onChange={onWarehouse}
        warehouses={product.shipFrom.map((w) => ({ warehouseCode: w.warehouseCode, stock: stockFor(product, selection, w.warehouseCode) }))}
      />
      <QuantityStepper value={quantity} max={max} onChange={onQuantity} packs={packs} />

      {selection.warehouseCode && (
        <Shipping
          warehouseCode={selection.warehouseCode}
          warehouses={product.shipFrom}
          lines={lines.map((line) => ({
            kkProductId: product.kkProductId,
            skuCode: line.sku.skuCode,
            quantity: line.quantity,
            description: `${product.name} · ${line.sku.colour} / ${line.sku.size}`,
            unitPrice: skuPrices(product, line.sku).price,
            weightGrams: line.sku.weightGrams,
          }))}
        />
      )}

      <dl className={styles.facts}>
        <dt>{t('detail.packingSize')}</dt>
        <dd>{product.packingSize ? <bdi dir="ltr" data-testid="packing-size">{product.packingSize}</bdi> : '—'}</dd>
        <dt>{t('detail.packingWeight')}</dt>
        <dd>{t('detail.grams', { grams: number(sku?.weightGrams ?? product.weightGrams) })}</dd>
        <dt>{t('detail.payment')}</dt>
        <dd className={styles.payments}>
          {PAYMENT_METHODS.map((m) => (
            <span key={m} className={styles.paymentChip}>
              {t(`detail.paymentMethod.${m}`)}
            </span>
          ))}
        </dd>
      </dl>

      <div className={styles.actions}>
        <AddToCart
          block={!desktop}
          lines={lines.map((line) => ({ kkProductId: product.kkProductId, skuCode: line.sku.skuCode, warehouseCode: selection.warehouseCode!, num: line.quantity }))}
        />
        <ListToStore kkProductId={product.kkProductId} block={!desktop} />
        <WishlistButton kkProductId={product.kkProductId} saved={product.isFavorite} block={!desktop} />
      </div>

      <SizeGuide open={guideOpen} onClose={() => setGuideOpen(false)} sizes={product.sizes} hints={[...product.categoryPath.flatMap((c) => [c.name, c.categoryUrl]).reverse(), product.name]} />
      <VariantsTable product={product} open={variantsOpen} onClose={() => setVariantsOpen(false)} onPick={onVariant} />
    </div>
  );
}
