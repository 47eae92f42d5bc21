import type { ComponentType } from 'react';

/** 'List to store' comes from the stores feature (one product, and a selection); the route table plugs them in. */
export interface ListToStoreSlots {
  ListOne: ComponentType<{ kkProductId: string; block?: boolean; size?: 'small' | 'middle' | 'large' }>;
  ListSelection: ComponentType<{ kkProductIds: string[]; refusal: string | null }>;
}
