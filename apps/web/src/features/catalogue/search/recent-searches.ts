import { createStore, useStore } from '../../../lib/store';

/** A guest's recent searches live in this browser only (signed-in sellers' come from the server). */
const KEY = 'tw_recent_searches';
const MAX = 10;

function read(): string[] {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? saved.filter((s): s is string => typeof s === 'string').slice(0, MAX) : [];
  } catch {
    return [];
  }
}

const NONE: string[] = [];
const store = createStore<string[]>(read(), () => NONE);
const write = (terms: string[]) => {
  localStorage.setItem(KEY, JSON.stringify(terms));
  store.set(terms);
};

export const useLocalRecentSearches = () => useStore(store);

/** Newest first, each term once (ignoring case), at most ten. */
export function rememberSearch(term: string): void {
  const trimmed = term.trim();
  if (!trimmed) return;
  write([trimmed, ...store.get().filter((t) => t.toLowerCase() !== trimmed.toLowerCase())].slice(0, MAX));
}

export const clearLocalRecentSearches = () => write([]);
