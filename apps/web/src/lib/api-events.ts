/** What the API client tells the shell: it reacts with a redirect, an overlay or a toast. */
export type ApiEvent =
  /** `token`: the session the refused request was sent with (undefined: none). */
  | { type: 'unauthorized'; token: string | undefined }
  | { type: 'maintenance' }
  | { type: 'tooFrequent'; message: string };

/**
 * Whether a 401 is about the session the app holds now. A request sent with an earlier session (one the
 * server ended, e.g. by a password change) can answer after the seller signed in again: that answer must
 * not sign the new session out.
 */
export const refusesCurrentSession = (event: { token: string | undefined }, current: string | undefined) => event.token === current;

const listeners = new Set<(event: ApiEvent) => void>();
export const onApiEvent = (listener: (event: ApiEvent) => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const emitApiEvent = (event: ApiEvent) => listeners.forEach((l) => l(event));
