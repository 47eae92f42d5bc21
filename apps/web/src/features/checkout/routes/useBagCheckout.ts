import { type Address, type BagGroup, type BillingPreviewInput, type PromoCodeResult } from '@threadway/contracts';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useBillingPreview } from '../api/billing';
import { deleteCartItems, useCartChanged } from '../api/cart';
import { useBagChannels } from '../api/channels';
import { usePromoCodeCheck } from '../api/promo-code';
import { orderable, unitPrice, type BagItem } from '../model/bag-item';
import { checkedItems } from '../model/bag-selection';
import { defaultOption, deliveryOptions, type DeliveryOption } from '../model/delivery';

/** A promo-code failure shows the server's message, or 'system exception' when it is empty or over 200 characters (spec 8). */
const MAX_SHOWN_MESSAGE = 200;

export interface CheckedLine {
  item: BagItem;
  num: number;
  unitPrice: number;
}

interface Input {
  groups: BagGroup<BagItem>[];
  checked: ReadonlySet<string>;
  numOf: (item: BagItem) => number;
  address: Address | null;
}

/**
 * What the bag's right-hand side is computed from: the checked lines, their delivery options,
 * the promo code, the chosen coupon and the billing preview.
 */
export function useBagCheckout({ groups, checked, numOf, address }: Input) {
  const { t } = useTranslation('checkout');
  const { message } = App.useApp();
  const cartChanged = useCartChanged();
  const now = Date.now();
  const priceOf = (item: BagItem) => unitPrice(item, now);
  const lines: CheckedLine[] = checkedItems(groups, checked)
    .map((item) => ({ item, num: numOf(item), unitPrice: priceOf(item) }))
    .filter((l) => orderable(l.item, l.num));
  const warehouseCodes = [...new Set(lines.map((l) => l.item.warehouseCode))];
  const warehouseName = lines[0]?.item.warehouseName ?? null;

  const channels = useBagChannels(address, lines);
  const options = channels.isError ? null : channels.data ? deliveryOptions(channels.data, warehouseCodes) : undefined;
  const [chosenGrade, setChosenGrade] = useState<string | null>(null);
  const delivery = options ? (options.find((o) => o.agingGrade === chosenGrade) ?? defaultOption(options)) : undefined;

  const [promoEnabled, setPromoEnabled] = useState(false);
  const [applied, setApplied] = useState<PromoCodeResult | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const check = usePromoCodeCheck();

  // null with ifApplication true: the server picks the best coupon; a manual click keeps the seller's choice.
  const [couponChoice, setCouponChoice] = useState<{ id: number | null; manual: boolean }>({ id: null, manual: false });

  const goods = lines.reduce((sum, l) => sum + l.unitPrice * l.num, 0);
  const freight = delivery?.estimatedFreight ?? 0;
  const promoCode = promoEnabled && applied ? applied.couponCode : null;
  const billingInput: BillingPreviewInput | null =
    lines.length > 0
      ? {
          products: lines.map((l) => ({ kkProductId: l.item.kkProductId, skuCode: l.item.skuCode, skuOriginalPriceAmount: l.item.price ?? 0, skuQuantity: l.num })),
          couponCode: promoCode,
          selectCouponTicketId: couponChoice.manual ? couponChoice.id : null,
          shippingSubtotal: freight,
          ifApplication: !couponChoice.manual,
        }
      : null;
  const billing = useBillingPreview(billingInput);

  // A price that changed since the bag loaded: read the cart again.
  useEffect(() => {
    if (billing.data?.priceChanged) void cartChanged();
  }, [billing.data?.priceChanged]);

  const apply = async (code: string) => {
    setPromoError(null);
    try {
      const result = await check.mutateAsync({
        couponCode: code,
        hasOtherDiscount: couponChoice.id !== null,
        productNum: Math.max(1, lines.reduce((sum, l) => sum + l.num, 0)),
        transactionAmount: goods + freight,
        maxProductAmount: Math.max(0, ...lines.map((l) => l.unitPrice)),
      });
      setApplied({ ...result.data, message: result.data.message || result.message });
    } catch (error) {
      setApplied(null);
      const text = error instanceof ApiError ? error.message : '';
      setPromoError(text && text.length <= MAX_SHOWN_MESSAGE ? text : t('promo.systemException'));
    }
  };

  const remove = async (ids: number[]) => {
    try {
      const answer = await deleteCartItems(ids);
      message.success(answer.message);
      await cartChanged();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };

  return {
    lines,
    priceOf,
    warehouseName,
    options: lines.length === 0 ? undefined : options,
    delivery,
    setDelivery: (option: DeliveryOption) => setChosenGrade(option.agingGrade),
    promo: {
      enabled: promoEnabled,
      setEnabled: (on: boolean) => {
        setPromoEnabled(on);
        if (!on) setPromoError(null);
      },
      applied: promoEnabled ? applied : null,
      error: promoError,
      applying: check.isPending,
      apply: (code: string) => void apply(code),
    },
    promoCode,
    coupons: billing.data?.orderBillingFilterResults.couponTicketInfos ?? [],
    couponId: couponChoice.manual ? couponChoice.id : (billing.data?.selectCouponTicketId ?? null),
    chooseCoupon: (id: number | null) => setCouponChoice({ id, manual: true }),
    billing: lines.length > 0 ? billing.data : undefined,
    billingError: billing.isError,
    remove,
  };
}

export type BagCheckout = ReturnType<typeof useBagCheckout>;
