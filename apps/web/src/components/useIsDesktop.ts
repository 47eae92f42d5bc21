import { isDesktopWidth } from '@threadway/contracts';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** Desktop layout above 1000 px (spec 2.1), re-evaluated on resize. */
export const useIsDesktop = (): boolean =>
  useSyncExternalStore(subscribe, () => isDesktopWidth(window.innerWidth), () => true);
