import type { StationLetter } from '@threadway/contracts/notifications/schemas';
import { Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import styles from './notifications.module.css';

/** Letters as a timeline (spec 2.2): title, date and a 'new' badge while unread. */
export function LetterList({ letters, selected, onOpen }: { letters: StationLetter[]; selected?: number; onOpen: (letter: StationLetter) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <Timeline
      className={styles.timeline}
      items={letters.map((letter) => ({
        key: letter.id,
        color: letter.receiveState === 0 ? 'red' : 'gray',
        content: (
          <button
            type="button"
            className={`${styles.letterItem} ${letter.id === selected ? styles.letterItemActive : ''}`}
            onClick={() => onOpen(letter)}
            data-testid="letter-item"
            data-letter-id={letter.id}
            data-read={letter.receiveState === 1}
          >
            <span className={styles.letterTitle}>
              {letter.title}
              {letter.receiveState === 0 && (
                <Tag color="red" className={styles.newTag} data-testid="letter-new">
                  {t('new')}
                </Tag>
              )}
            </span>
            <span className={styles.muted}>{formatDateTime(letter.sendTime)}</span>
          </button>
        ),
      }))}
    />
  );
}
