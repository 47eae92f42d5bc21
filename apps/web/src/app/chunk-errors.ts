/**
 * How browsers word a script or style that did not arrive: a page's code after a deploy replaced
 * it, a dropped connection, a refused request. Chrome, Firefox and Safari say it differently; Vite
 * adds its own for a style preloaded with a page.
 */
const LOAD_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css|failed to fetch/i;

/** True when the error is a piece of the app that failed to load, not a bug in it: reloading fixes it. */
export const isLoadFailure = (error: unknown): boolean => error instanceof Error && LOAD_FAILURE.test(error.message);
