import { inBrowser } from '../../../lib/in-browser';
import { createStore, useStore } from '../../../lib/store';

/** The uploaded picture is kept for the browser session (spec 2.3), so /mall/similar survives a reload. */
const KEY = 'tw_similar_image';

const store = createStore<string | null>(inBrowser ? sessionStorage.getItem(KEY) : null, () => null);

export const useSimilarImage = () => useStore(store);

export function saveSimilarImage(url: string): void {
  sessionStorage.setItem(KEY, url);
  store.set(url);
}
