/** The screens of this feature (spec 2.1); the store settings take the store as `storeId`. */
export const STORE_MANAGE_PATH = '/personal-center/store-manage';
export const STORE_SETTING_PATH = '/personal-center/store-setting';
export const storeSettingPath = (storeId: number) => `${STORE_SETTING_PATH}?storeId=${storeId}`;
/** The listings feature's single listing editor, opened by 'List to store' (spec 2.8). */
export const listingEditorPath = (kkProductId: string) => `/publish/edit?productId=${encodeURIComponent(kkProductId)}`;
