/**
 * Behaviour config types (spec 3), apart from the schemas so that the web shell, which saves
 * the display preferences on every visit, does not bundle the validation library for them.
 */

/** Behaviour config type 2: display currency and language (spec 3). */
export const BEHAVIOR_TYPE_PREFERENCES = 2;
/** Behaviour config type 3: 'Don't ask me again' on the checkout reminder. */
export const BEHAVIOR_TYPE_CHECKOUT_REMINDER = 3;
/** Behaviour config type 4: the order e-mail kinds a seller switched off (OrderEmailSettings). */
export const BEHAVIOR_TYPE_ORDER_EMAILS = 4;
