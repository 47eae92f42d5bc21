import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Countdown } from '../../../../components/product/Countdown';
import { useSession } from '../../../../lib/session';
import { popupFor, popupSubject } from '../ad-popup-rules';
import { useAdPopups } from '../api/navigation';
import { siteLink } from '../site-links';
import styles from './navigation.module.css';
import { TargetLink } from './TargetLink';

const shownKey = (id: number) => `tw_ad_popup_shown_${id}`;

/**
 * The ad popup (spec 2.2 and 4), desktop only: a floating icon, and the picture with its
 * countdown opening by itself after delay_time seconds, at most once per browser session.
 * Which popup applies is worked out again on every page change. The picture may carry no
 * words, so the popup is titled, the icon named and the countdown labelled after what it
 * advertises (popupSubject).
 */
export default function AdPopup() {
  const { t } = useTranslation('mall');
  const { pathname } = useLocation();
  const session = useSession();
  const { data = [] } = useAdPopups();
  // Store connections are not part of the mall yet, so nobody has an SP store.
  const popup = popupFor(data, pathname, { signedIn: Boolean(session), hasSpStore: false });
  const [openId, setOpenId] = useState<number | null>(null);
  const popupId = popup?.id;
  const delay = popup?.popupRules.delay_time ?? 0;
  const titleId = useId();

  useEffect(() => {
    if (popupId === undefined || sessionStorage.getItem(shownKey(popupId))) return;
    const timer = window.setTimeout(() => {
      sessionStorage.setItem(shownKey(popupId), '1');
      setOpenId(popupId);
    }, delay * 1000);
    return () => window.clearTimeout(timer);
  }, [popupId, delay, pathname]);

  if (!popup) return null;
  const close = () => setOpenId(null);
  const title = t(`adPopup.subject.${popupSubject(popup.popupAttributes.popup_link, window.location.origin)}`);
  return (
    <>
      <button type="button" className={styles.popupIcon} aria-label={t('adPopup.open', { title })} title={title} onClick={() => setOpenId(popup.id)} data-testid="ad-popup-icon">
        <img src={popup.popupAttributes.icon_image} alt="" />
        <span className={styles.popupIconBadge} aria-hidden="true">
          <GiftOutlined />
        </span>
      </button>
      {openId === popup.id && (
        <div className={styles.overlay} onClick={close}>
          <div className={styles.popup} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()} data-testid="ad-popup">
            <TargetLink target={siteLink(popup.popupAttributes.popup_link, window.location.origin)} className={styles.popupLink} onClick={close}>
              <img src={popup.mainImage} alt="" className={styles.popupImage} />
            </TargetLink>
            <h2 id={titleId} className={styles.popupTitle} data-testid="ad-popup-title">
              {title}
            </h2>
            {popup.countdownEndTime !== null && (
              <div className={styles.popupCountdown} data-testid="ad-popup-countdown">
                <span className={styles.popupCountdownLabel}>{t('adPopup.endsIn', { title })}</span>
                <Countdown endTime={popup.countdownEndTime} variant="blocks" />
              </div>
            )}
            <button type="button" className={styles.popupClose} aria-label={t('adPopup.close')} onClick={close} data-testid="ad-popup-close">
              <CloseOutlined />
            </button>
          </div>
        </div>
      )}
    </>
  );
}
