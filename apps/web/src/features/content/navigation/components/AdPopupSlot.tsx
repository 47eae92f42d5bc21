import { Suspense, lazy } from 'react';
import { useLocation } from 'react-router';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useSession } from '../../../../lib/session';
import { popupFor } from '../ad-popup-rules';
import { useAdPopups } from '../api/navigation';

const AdPopup = lazy(() => import('./AdPopup'));

/**
 * Where the ad popup lives in a layout: desktop only (spec 2.2). Which popup applies to this page and person is
 * worked out here, on every page change, so the popup's code is fetched (after the page) only where one shows:
 * most pages have none (the demo's is on the mall home).
 */
export function AdPopupSlot() {
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  const session = useSession();
  const { data = [] } = useAdPopups(desktop);
  // Store connections are not part of the mall yet, so nobody has an SP store.
  const popup = desktop ? popupFor(data, pathname, { signedIn: Boolean(session), hasSpStore: false }) : null;
  return popup ? (
    <Suspense fallback={null}>
      <AdPopup popup={popup} />
    </Suspense>
  ) : null;
}
