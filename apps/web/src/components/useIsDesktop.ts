import { isDesktopWidth } from '@threadway/contracts';
import { useSyncExternalStore } from 'react';
import { inBrowser } from '../lib/in-browser';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The layout a page drawn on the server was drawn in: phones are told by the User-Agent there (decision 0056).
 * Hydration draws in it too, so the markup matches, then the window's width decides.
 */
export const serverLayout = { desktop: true };

/** Desktop layout above 1000 px (spec 2.1) at this moment: the window's width, or on the server the layout it draws. */
export const isDesktopNow = (): boolean => (inBrowser ? isDesktopWidth(window.innerWidth) : serverLayout.desktop);

/** Desktop layout above 1000 px (spec 2.1), re-evaluated on resize. */
export const useIsDesktop = (): boolean => useSyncExternalStore(subscribe, isDesktopNow, () => serverLayout.desktop);
