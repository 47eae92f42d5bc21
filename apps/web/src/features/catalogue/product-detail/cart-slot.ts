import type { CartLine } from '@threadway/contracts';
import type { ComponentType } from 'react';

/**
 * 'Add to cart' comes from the cart feature; like shipping (shipping-slot.ts) the route table
 * plugs it in. It is given the lines the current choice stands for (none when nothing can be bought).
 */
export type AddToCartSlot = ComponentType<{ lines: CartLine[]; block?: boolean }>;
