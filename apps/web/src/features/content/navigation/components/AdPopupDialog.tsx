import { CloseOutlined } from '@ant-design/icons';
import type { AdPopup } from '@threadway/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { siteOrigin } from '../../../../lib/in-browser';
import { Countdown } from '../../../../components/product/Countdown';
import { siteLink } from '../site-links';
import styles from './navigation.module.css';
import { TargetLink } from './TargetLink';

interface Props {
  popup: AdPopup;
  /** What the popup advertises (its picture may carry no words). */
  title: string;
  onClose: () => void;
}

/** The opened ad popup: its picture (a link), title, countdown and close button, over the page. */
export default function AdPopupDialog({ popup, title, onClose }: Props) {
  const { t } = useTranslation('mall');
  const titleId = useId();
  return (
    <div className={styles.overlay} onClick={onClose}>
      <div className={styles.popup} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()} data-testid="ad-popup">
        <TargetLink target={siteLink(popup.popupAttributes.popup_link, siteOrigin())} className={styles.popupLink} onClick={onClose}>
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
        <button type="button" className={styles.popupClose} aria-label={t('adPopup.close')} onClick={onClose} data-testid="ad-popup-close">
          <CloseOutlined />
        </button>
      </div>
    </div>
  );
}
