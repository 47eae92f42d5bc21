import { useState } from 'react';

/**
 * True from the first time `wanted` is true on. Popups, menus and drawers that nobody has opened
 * yet stay out of the first load: their lazy code is rendered only once it is wanted, and stays
 * mounted afterwards so closing animates as usual.
 */
export function useLoadedOnce(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(wanted);
  if (wanted && !loaded) setLoaded(true);
  return loaded;
}
