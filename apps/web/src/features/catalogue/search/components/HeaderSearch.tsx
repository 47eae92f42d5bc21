import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Suspense, lazy, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { VisualSearchButton } from '../../visual-search/components/VisualSearchButton';
import { hasHistory, useSearchBox } from '../useSearchBox';
import styles from './search.module.css';

/** The dropdown's lists, fetched the first time the box opens. */
const HistoryPanel = lazy(async () => ({ default: (await import('./HistoryPanel')).HistoryPanel }));
const SuggestionList = lazy(async () => ({ default: (await import('./SuggestionList')).SuggestionList }));

/**
 * The desktop header's search box (spec 2.2): suggestions while typing, recent and hot searches
 * on empty focus, Enter or the button to search, the camera for a search by picture. On the
 * product list it shows the search being listed.
 */
export function HeaderSearch() {
  const { t } = useTranslation('mall');
  const box = useSearchBox();
  const idPrefix = useId();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const listed = pathname.startsWith('/product-list') ? (params.get('search') ?? '') : null;
  const { prefill } = box;
  useEffect(() => {
    if (listed !== null) prefill(listed);
  }, [listed, prefill]);

  const showSuggestions = box.open && box.typing && box.suggestions.length > 0;
  const showHistory = box.open && !box.typing && hasHistory(box);

  return (
    <div className={styles.box} data-testid="header-search">
      <form
        role="search"
        className={styles.field}
        onSubmit={(event) => {
          event.preventDefault();
          box.submit(box.text);
        }}
      >
        <input
          className={styles.input}
          type="search"
          value={box.text}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showSuggestions || showHistory}
          aria-controls={`${idPrefix}-list`}
          aria-activedescendant={box.active >= 0 ? `${idPrefix}-${box.active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          data-testid="search-input"
          onChange={(event) => box.change(event.target.value)}
          onFocus={() => box.setOpen(true)}
          onBlur={() => box.setOpen(false)}
          onKeyDown={box.onKeyDown}
        />
        {box.text && (
          <button type="button" className={styles.iconButton} aria-label={t('search.clear')} onMouseDown={(event) => event.preventDefault()} onClick={() => box.change('')}>
            <CloseCircleFilled />
          </button>
        )}
        <VisualSearchButton className={styles.iconButton} />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')} data-testid="search-submit">
          <SearchOutlined />
        </button>
      </form>
      {(showSuggestions || showHistory) && (
        <Suspense fallback={null}>
          <div className={styles.panel} id={`${idPrefix}-list`}>
            {showSuggestions ? <SuggestionList box={box} idPrefix={idPrefix} /> : <HistoryPanel box={box} idPrefix={idPrefix} />}
          </div>
        </Suspense>
      )}
    </div>
  );
}
