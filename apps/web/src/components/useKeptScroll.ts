import { useEffect, useLayoutEffect, useRef } from 'react';

/** Last scroll position per kept-alive page and query, for the life of the tab. */
const positions = new Map<string, number>();

/**
 * Keeps a page's scroll position across visits, for the pages spec 2.1 keeps alive (Explore,
 * Similar): the position is tracked while the page is shown and restored on the next visit
 * once `ready` says the cached content is on screen again.
 */
export function useKeptScroll(key: string, ready: boolean): void {
  const restored = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    window.scrollTo(0, positions.get(key) ?? 0);
  }, [key, ready]);
  useEffect(() => {
    const track = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', track, { passive: true });
    return () => window.removeEventListener('scroll', track);
  }, [key]);
}
