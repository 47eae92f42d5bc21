import { type StorePlatformCode } from '@threadway/contracts';

/** The batch list-to-store modal's fields (spec 2.6); the shipping cost is typed in the store currency's major units. */
export interface BatchFormValues {
  platform?: StorePlatformCode;
  storeId?: number;
  collectionIds?: string[];
  categoryId?: string;
  tags?: string[];
  multiplier?: number;
  shippingCost?: number;
  shipFrom?: string;
  shipTo?: string;
  channelCode?: string;
  existing?: 'skip' | 'duplicate';
}

/** Spec 5.2: ship-from, ship-to and channel are chosen all three or none. */
export const shippingIncomplete = (values: Pick<BatchFormValues, 'shipFrom' | 'shipTo' | 'channelCode'>): boolean => {
  const chosen = [values.shipFrom, values.shipTo, values.channelCode].filter(Boolean).length;
  return chosen > 0 && chosen < 3;
};

/** The body of POST /api/listings/loadPublishRecord (contracts `batchPublishRequest`). */
export function batchRequestOf(values: BatchFormValues, productIds: string[]) {
  return {
    platform: values.platform,
    storeId: values.storeId,
    productIds,
    collectionIds: values.collectionIds ?? [],
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    tags: values.tags ?? [],
    multiplier: values.multiplier ?? 1,
    shippingCents: Math.round((values.shippingCost ?? 0) * 100),
    ...(values.shipFrom && values.shipTo && values.channelCode ? { shipFrom: values.shipFrom, shipTo: values.shipTo, channelCode: values.channelCode } : {}),
    existing: values.existing ?? 'skip',
  };
}

/** `?productIds=a,b,c` of /publish/batchPublish: trimmed, without blanks or repeats, in the order given. */
export const productIdsOf = (param: string | null): string[] => [...new Set((param ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
