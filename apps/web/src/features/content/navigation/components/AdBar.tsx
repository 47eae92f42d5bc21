import { ArrowRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { siteOrigin } from '../../../../lib/in-browser';
import { useSession } from '../../../../lib/session';
import { useAdBar } from '../api/navigation';
import { readableOn } from '../readable-colour';
import { siteLink } from '../site-links';
import styles from './navigation.module.css';
import { TargetLink } from './TargetLink';

/**
 * The advertising bar above the mall header: its picture, link and colour differ before and
 * after sign-in (spec 2.2). The picture has no words, so an invitation in the reader's
 * language sits beside it.
 * Until the server has answered, an empty bar of the same height holds its place: the bar
 * arriving after the page was drawn pushed the whole page down (layout shift, decision 0034).
 */
export function AdBar() {
  const { t } = useTranslation('mall');
  const session = useSession();
  const { data, isPending } = useAdBar();
  if (isPending) {
    return (
      <div className={styles.adBar} aria-hidden="true" data-testid="ad-bar-placeholder">
        <div className={styles.adBarLink} />
      </div>
    );
  }
  const image = session ? data?.afterLoginImg : data?.beforeLoginImg;
  if (!data || !image) return null;
  const link = session ? data.afterLoginLink : data.beforeLoginLink;
  const colour = (session ? data.afterBackgroundColor : data.beforeBackgroundColor) ?? '#111827';
  return (
    <div className={styles.adBar} style={{ backgroundColor: colour, color: readableOn(colour) }} data-testid="ad-bar" data-state={session ? 'after-login' : 'before-login'}>
      <TargetLink target={siteLink(link, siteOrigin())} className={styles.adBarLink} data-testid="ad-bar-link">
        <span className={styles.adBarText}>
          {t(session ? 'adBar.afterLogin' : 'adBar.beforeLogin')}
          <ArrowRightOutlined className={styles.adBarArrow} />
        </span>
        <img src={image} alt="" className={styles.adBarImage} />
      </TargetLink>
    </div>
  );
}
