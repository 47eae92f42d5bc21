import { Suspense, lazy } from 'react';
import { useIsDesktop } from '../../../../components/useIsDesktop';

const AdPopup = lazy(() => import('./AdPopup'));

/** Where the ad popup lives in a layout: desktop only (spec 2.2), its code fetched after the page. */
export function AdPopupSlot() {
  return useIsDesktop() ? (
    <Suspense fallback={null}>
      <AdPopup />
    </Suspense>
  ) : null;
}
