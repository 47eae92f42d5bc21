import { UPDATE_OVERLAY_THROTTLE_MS } from '@threadway/contracts';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '../features/accounts/api/logout';
import { ensureVisitorTicket } from '../lib/api-client';
import { onApiEvent, refusesCurrentSession } from '../lib/api-events';
import { feedback } from '../lib/feedback';
import { clearSession, saveLoginRedirect, sessionStore, syncSessionFromCookie } from '../lib/session';
import { useAutoLogin } from './useAutoLogin';

/** Shown only during maintenance, so its code is fetched only then. */
const UpdateOverlay = lazy(() => import('./UpdateOverlay'));

const OVERLAY_SHOWN_AT = 'tw_update_overlay_at';
/** How long the 429 toast stays (Ant Design's default). */
const TOAST_SECONDS = 3;
const isStaffPath = (path: string) => path.startsWith('/admin') || path.startsWith('/dev/');

/**
 * Cross-cutting behaviour of every page: the 401 round trip, the 426 overlay at most once per
 * minute, the 429 toast, session restore from the cookie on navigation, and a visitor ticket
 * for guests.
 */
export function RootShell() {
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = feedback;
  const { t } = useTranslation();
  const [overlay, setOverlay] = useState(false);
  const tooFrequentShownAt = useRef(0);
  const here = useRef(location);
  here.current = location;
  useAutoLogin();

  useEffect(() => {
    syncSessionFromCookie();
  }, [location.pathname]);

  useEffect(() => {
    if (isStaffPath(location.pathname)) return;
    ensureVisitorTicket().catch(() => undefined);
  }, []);

  useEffect(
    () =>
      onApiEvent((event) => {
        // The back office and the developer mailbox have their own sessions and must keep
        // working during maintenance, so sellers' 401 and 426 handling stays out of them.
        if (event.type !== 'tooFrequent' && isStaffPath(here.current.pathname)) return;
        if (event.type === 'unauthorized') {
          if (!refusesCurrentSession(event, sessionStore.get()?.token)) return;
          const { pathname, search } = here.current;
          if (pathname !== '/login') saveLoginRedirect(pathname + search);
          clearSession();
          navigate('/login');
        } else if (event.type === 'maintenance') {
          const last = Number(sessionStorage.getItem(OVERLAY_SHOWN_AT) ?? 0);
          if (Date.now() - last < UPDATE_OVERLAY_THROTTLE_MS) return;
          sessionStorage.setItem(OVERLAY_SHOWN_AT, String(Date.now()));
          setOverlay(true);
        } else {
          // One toast however many calls were refused at once (a page makes several): none while one shows.
          if (Date.now() - tooFrequentShownAt.current < TOAST_SECONDS * 1000) return;
          tooFrequentShownAt.current = Date.now();
          void message.warning(event.message || t('messages:errors.tooFrequent'), TOAST_SECONDS);
        }
      }),
    [navigate, message, t],
  );

  const dismissOverlay = async () => {
    setOverlay(false);
    await logout({ noJump: true });
    window.location.reload();
  };

  return (
    <>
      <Outlet />
      {overlay && (
        <Suspense fallback={null}>
          <UpdateOverlay onOk={() => void dismissOverlay()} />
        </Suspense>
      )}
    </>
  );
}
