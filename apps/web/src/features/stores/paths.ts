/** The screens of this feature (spec 2.1); the store settings take the store as `storeId`. */
export const STORE_MANAGE_PATH = '/personal-center/store-manage';
export const STORE_SETTING_PATH = '/personal-center/store-setting';
export const storeSettingPath = (storeId: number) => `${STORE_SETTING_PATH}?storeId=${storeId}`;
/** Publishing screens (spec 2.1), built with the listings: one product opens the listing editor, several go to batch publish. */
export const listingEditorPath = (kkProductId: string) => `/publish/edit?productId=${encodeURIComponent(kkProductId)}`;
export const batchPublishPath = (kkProductIds: readonly string[]) => `/publish/batchPublish?productIds=${kkProductIds.map(encodeURIComponent).join(',')}`;
