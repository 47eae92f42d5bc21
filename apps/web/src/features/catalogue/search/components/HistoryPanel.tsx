import { ClockCircleOutlined, DeleteOutlined, FireOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SearchBox } from '../useSearchBox';
import styles from './search.module.css';

interface ChipsProps {
  terms: string[];
  /** Index of the first chip in the arrow-key order (recent searches come before hot ones). */
  offset: number;
  box: SearchBox;
  idPrefix: string;
  testId: string;
  hot?: boolean;
}

function Chips({ terms, offset, box, idPrefix, testId, hot }: ChipsProps) {
  return (
    <div className={styles.chips} role="listbox" data-testid={testId}>
      {terms.map((term, i) => {
        const index = offset + i;
        return (
          <button
            key={term}
            id={`${idPrefix}-${index}`}
            type="button"
            role="option"
            aria-selected={box.active === index}
            className={`${styles.chip} ${hot && i < 3 ? styles.chipHot : ''} ${box.active === index ? styles.active : ''}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => box.submit(term)}
          >
            {hot && i < 3 && <FireOutlined />}
            {term}
          </button>
        );
      })}
    </div>
  );
}

/** Recent and hot searches, shown when the box is focused while empty (spec 2.2). */
export function HistoryPanel({ box, idPrefix }: { box: SearchBox; idPrefix: string }) {
  const { t } = useTranslation('mall');
  const { recent, hot, clearRecent } = box.history;
  return (
    <div className={styles.history}>
      {recent.length > 0 && (
        <section>
          <header className={styles.historyHead}>
            <span>
              <ClockCircleOutlined /> {t('search.recent')}
            </span>
            <button type="button" className={styles.clear} aria-label={t('search.clearRecent')} title={t('search.clearRecent')} onMouseDown={(event) => event.preventDefault()} onClick={() => void clearRecent()} data-testid="clear-recent-searches">
              <DeleteOutlined />
            </button>
          </header>
          <Chips terms={recent} offset={0} box={box} idPrefix={idPrefix} testId="recent-searches" />
        </section>
      )}
      {hot.length > 0 && (
        <section>
          <header className={styles.historyHead}>
            <span>
              <FireOutlined /> {t('search.hot')}
            </span>
          </header>
          <Chips terms={hot} offset={recent.length} box={box} idPrefix={idPrefix} testId="hot-searches" hot />
        </section>
      )}
    </div>
  );
}
