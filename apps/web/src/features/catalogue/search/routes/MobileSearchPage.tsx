import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VisualSearchButton } from '../../visual-search/components/VisualSearchButton';
import { HistoryPanel } from '../components/HistoryPanel';
import styles from '../components/search.module.css';
import { SuggestionList } from '../components/SuggestionList';
import { hasHistory, useSearchBox } from '../useSearchBox';

const ID_PREFIX = 'mobile-search';

/**
 * /mall/search, where the mobile header's search icon leads (spec 2.2): the same box as the
 * desktop header, full width, with the lists below it instead of in a dropdown.
 */
export default function MobileSearchPage() {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const box = useSearchBox();

  return (
    <div className={styles.page} data-testid="mobile-search-page">
      <form
        role="search"
        className={styles.pageBar}
        onSubmit={(event) => {
          event.preventDefault();
          box.submit(box.text);
        }}
      >
        <button type="button" className={styles.back} aria-label={t('search.back')} onClick={() => void navigate(-1)}>
          <ArrowLeftOutlined />
        </button>
        <div className={styles.field}>
          <input
            className={styles.input}
            type="search"
            // The page exists to type a search: the keyboard opens straight away.
            autoFocus
            value={box.text}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded
            aria-controls={`${ID_PREFIX}-list`}
            aria-activedescendant={box.active >= 0 ? `${ID_PREFIX}-${box.active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            data-testid="search-input"
            onChange={(event) => box.change(event.target.value)}
            onFocus={() => box.setOpen(true)}
            onKeyDown={box.onKeyDown}
          />
          <VisualSearchButton className={styles.iconButton} />
        </div>
        <button type="submit" className={styles.submit} data-testid="search-submit">
          {t('search.submit')}
        </button>
      </form>
      <div className={styles.pageBody} id={`${ID_PREFIX}-list`}>
        {box.typing ? (
          <SuggestionList box={box} idPrefix={ID_PREFIX} />
        ) : hasHistory(box) ? (
          <HistoryPanel box={box} idPrefix={ID_PREFIX} />
        ) : (
          <p className={styles.hint}>{t('search.hint')}</p>
        )}
      </div>
    </div>
  );
}
