import { GiftOutlined } from '@ant-design/icons';
import type { AdPopup as Popup } from '@threadway/contracts';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { siteOrigin } from '../../../../lib/in-browser';
import { popupSubject } from '../ad-popup-rules';
import styles from './navigation.module.css';

/** The opened popup: fetched while its delay runs (or on a click on the icon), not with the page. */
const loadDialog = () => import('./AdPopupDialog');
const AdPopupDialog = lazy(loadDialog);

const shownKey = (id: number) => `tw_ad_popup_shown_${id}`;

/**
 * The ad popup (spec 2.2 and 4) that AdPopupSlot chose for this page, desktop only: a floating icon, and the
 * picture with its countdown opening by itself after delay_time seconds, at most once per browser session.
 * The picture may carry no
 * words, so the popup is titled, the icon named and the countdown labelled after what it
 * advertises (popupSubject).
 */
export default function AdPopup({ popup }: { popup: Popup }) {
  const { t } = useTranslation('mall');
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<number | null>(null);
  const popupId = popup.id;
  const delay = popup.popupRules.delay_time;

  useEffect(() => {
    if (sessionStorage.getItem(shownKey(popupId))) return;
    void loadDialog();
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(shownKey(popupId), '1');
      setOpenId(popupId);
    }, delay * 1000);
    return () => window.clearTimeout(timer);
  }, [popupId, delay, pathname]);

  const close = () => setOpenId(null);
  const title = t(`adPopup.subject.${popupSubject(popup.popupAttributes.popup_link, siteOrigin())}`);
  return (
    <>
      <button type="button" className={styles.popupIcon} aria-label={t('adPopup.open', { title })} title={title} onClick={() => setOpenId(popup.id)} data-testid="ad-popup-icon">
        <img src={popup.popupAttributes.icon_image} alt="" />
        <span className={styles.popupIconBadge} aria-hidden="true">
          <GiftOutlined />
        </span>
      </button>
      {openId === popup.id && (
        <Suspense fallback={null}>
          <AdPopupDialog popup={popup} title={title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
