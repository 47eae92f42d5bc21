/** What the API client tells the shell: it reacts with a redirect, an overlay or a toast. */
export type ApiEvent = { type: 'unauthorized' } | { type: 'maintenance' } | { type: 'tooFrequent'; message: string };

const listeners = new Set<(event: ApiEvent) => void>();
export const onApiEvent = (listener: (event: ApiEvent) => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
export const emitApiEvent = (event: ApiEvent) => listeners.forEach((l) => l(event));
