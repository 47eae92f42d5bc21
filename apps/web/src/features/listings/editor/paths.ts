/** The editor's screens (spec 2.1): create from a catalogue product, edit a listing, the listing's detail. */
export const LISTING_EDIT_PATH = '/publish/edit';
export const LISTING_DETAIL_PATH = '/publish/MTDetail';
export const listingCreatePath = (productId: string) => `${LISTING_EDIT_PATH}?productId=${encodeURIComponent(productId)}`;
export const listingEditPath = (id: number) => `${LISTING_EDIT_PATH}?id=${id}`;
export const listingDetailPath = (id: number) => `${LISTING_DETAIL_PATH}?id=${id}`;
/** Owned by the listings screens; the editor links back to it. */
export const LISTINGS_PATH = '/publish/listings';
