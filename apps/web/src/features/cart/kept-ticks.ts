import { useState } from 'react';

const KEY = 'tw_cart_page_ticks';

function read(): Set<string> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The cart page's ticks (item keys, sku@warehouse, the same before and after a guest cart
 * merges), kept for the browser tab: a guest who ticks items and signs in finds them still
 * ticked. The drawer does not keep its ticks (closing it unticks everything, spec 2.4).
 */
export function useKeptTicks(): [Set<string>, (next: Set<string>) => void] {
  const [ticks, setTicks] = useState(read);
  const keep = (next: Set<string>) => {
    sessionStorage.setItem(KEY, JSON.stringify([...next]));
    setTicks(next);
  };
  return [ticks, keep];
}
