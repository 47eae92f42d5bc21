import { wishlistProductTypeOf, type ProductCard, type WishlistItem } from '@threadway/contracts';
import type { ListedIn } from '../../listings/listed-in.ts';
import type { WishlistRow } from './wishlist.repository.ts';

/** A wish-list row from the product's card (a seller's, so with prices) and the saved item. */
export function toWishlistItem(row: WishlistRow, card: ProductCard, listedIn: ListedIn[]): WishlistItem {
  return {
    kkProductId: card.kkProductId,
    itemNo: card.itemNo,
    name: card.name,
    mainImageUrl: card.mainImageUrl,
    seoPath: card.seoPath,
    inventory: card.inventory,
    price: card.price ?? 0,
    discountPrice: card.discountPrice,
    productType: wishlistProductTypeOf(card.productType),
    status: row.onSale ? 'onSale' : 'unavailable',
    addedAt: row.addedAt.toISOString(),
    listedIn,
  };
}
