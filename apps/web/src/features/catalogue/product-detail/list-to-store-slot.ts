import type { ComponentType } from 'react';

/** 'List to store' comes from the stores feature; like 'Add to cart' (cart-slot.ts) the route table plugs it in. */
export type ListToStoreSlot = ComponentType<{ kkProductId: string; block?: boolean }>;
