import { useSyncExternalStore } from 'react';

/**
 * A tiny observable value for app-wide state (session, preferences) without a state library.
 * `drawnOnServer` is the value a page drawn on the server was drawn with, when it can differ from this
 * browser's (what only localStorage holds): hydration draws with it, so the markup matches, and the
 * browser's own value follows at once (decision 0056).
 */
export function createStore<T>(initial: T, drawnOnServer?: () => T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    drawnOnServer: drawnOnServer ?? (() => value),
    set(next: T) {
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type Store<T> = ReturnType<typeof createStore<T>>;

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.drawnOnServer);
}
