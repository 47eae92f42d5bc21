/** Listing constants of spec 4.1–4.3, 9.1 and 9.5, shared by the server and the screens. */

/** Tabs of /publish/listings (spec 2.7) and the `status` of a listing. */
export const LISTING_STATUSES = ['published', 'hidden', 'queued', 'deleted'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** The platform write in flight (spec 4.2 / 9.5); the row shows its label while it runs. */
export const SYNC_TYPES = { listing: 1, editing: 2, deleting: 3, hiding: 4, relisting: 5, synchronizing: 10 } as const;
export type SyncType = (typeof SYNC_TYPES)[keyof typeof SYNC_TYPES];
export const SYNC_TYPE_VALUES = Object.values(SYNC_TYPES) as SyncType[];

/** TikTok Shop's own listing statuses (spec 4.1), as the platform's product status words map to them. */
export const TIKTOK_LISTING_STATUSES = ['Active', 'Inactive', 'Suspended', 'Reviewing', 'Failed', 'Frozen', 'Waiting For Update'] as const;
export type TikTokListingStatus = (typeof TIKTOK_LISTING_STATUSES)[number];

/** TikTok's product statuses (Product API 202309) as spec 4.1's words; a draft is not for sale, so Inactive. */
const TIKTOK_STATUS_WORDS: Record<string, TikTokListingStatus> = {
  ACTIVATE: 'Active',
  SELLER_DEACTIVATED: 'Inactive',
  DRAFT: 'Inactive',
  PLATFORM_DEACTIVATED: 'Suspended',
  PENDING: 'Reviewing',
  FAILED: 'Failed',
  FREEZE: 'Frozen',
};

/** The status a listing row shows: TikTok Shop's in spec 4.1's words (a status TikTok adds later as it comes); other platforms' as they are. */
export function listingPlatformStatus(platform: string, status: string | null): string | null {
  return platform === 'tiktok-shop' && status !== null ? (TIKTOK_STATUS_WORDS[status] ?? status) : status;
}

/** Batch task and item statuses (spec 4.3). `skipped`: already listed and the seller chose Skip. */
export const BATCH_STATUSES = ['pending', 'processing', 'completed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_ITEM_STATUSES = ['uploading', 'success', 'listingFailed', 'failedToLoad', 'skipped'] as const;
export type BatchItemStatus = (typeof BATCH_ITEM_STATUSES)[number];

/** Spec 9.1. */
export const LISTING_LIMITS = {
  /** Rich-text description, characters. */
  descriptionMax: 40_000,
  /** Every text input is shorter than 255 characters. */
  textMax: 254,
  tagsMax: 10,
  imagesMax: 250,
  batchMax: 100,
} as const;

/** Spec 5.1: pictures JPG, JPEG or PNG only. */
export const LISTING_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
