import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** True once the page has scrolled past `offset` pixels. */
export const useScrolled = (offset = 8): boolean =>
  useSyncExternalStore(subscribe, () => window.scrollY > offset, () => false);
