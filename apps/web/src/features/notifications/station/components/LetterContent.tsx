import type { StationLetter } from '@threadway/contracts/notifications/schemas';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import styles from './notifications.module.css';

/** The content pane: title, update time and the letter's HTML (sanitized by the server when saved). */
export function LetterContent({ letter }: { letter: StationLetter }) {
  const { t } = useTranslation('notifications');
  return (
    <article className={styles.letter} data-testid="letter-content">
      <h3 className={styles.letterHeading}>{letter.title}</h3>
      <p className={styles.muted}>{t('updated', { time: formatDateTime(letter.updateDate) })}</p>
      <div className={styles.letterBody} dangerouslySetInnerHTML={{ __html: letter.content }} />
    </article>
  );
}
