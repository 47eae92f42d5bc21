/**
 * Event constants without schemas, so that screens needing only these numbers do not pull the
 * validation library into their bundle (the mall home is kept under its size budget).
 */

/** 1 flash sale, 2 discount event, 3 festival collection. */
export const DISCOUNT_TYPES = [1, 2, 3] as const;
/** Event lists by time: 1 running now, 2 not started yet, 3 ended; none given: running or not started. */
export const DISCOUNT_STATUS = { active: 1, upcoming: 2, ended: 3 } as const;
/** 1 newest start first, 2 ending soonest first, 3 the operators' order (the home festival list, spec 7). */
export const DISCOUNT_SORTS = { newest: 1, endingSoon: 2, curated: 3 } as const;
/** Product cards shown on each event of a list. */
export const DISCOUNT_PREVIEW_PRODUCTS = 4;
