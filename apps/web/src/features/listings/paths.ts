/** The screens of this feature (spec 2.1). The editor (`editor/`) owns /publish/edit. */
export const LISTINGS_PATH = '/publish/listings';
export const BATCH_PUBLISH_PATH = '/publish/batchPublish';
export const BATCH_TASKS_PATH = '/publish/batchTasks';
export const editListingPath = (listingId: number) => `/publish/edit?id=${listingId}`;
/** The listing detail (editor feature's screen). */
export const listingDetailPath = (listingId: number) => `/publish/MTDetail?id=${listingId}`;
