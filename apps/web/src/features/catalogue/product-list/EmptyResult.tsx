import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductList.module.css';

/** 'No product found', with the server's suggestions as chips that search for them. */
export function EmptyResult({ suggestions, onSearch }: { suggestions: readonly string[]; onSearch: (term: string) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.empty} data-testid="list-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className={styles.emptyTitle}>{t('messages:errors.noProductFound')}</strong>
            <span className={styles.muted}>{t('list.emptyHint')}</span>
          </>
        }
      />
      {suggestions.length > 0 && (
        <div className={styles.suggestions}>
          <span className={styles.muted}>{t('list.suggestions')}</span>
          {suggestions.map((s) => (
            <Tag.CheckableTag key={s} checked={false} className={styles.suggestion} onChange={() => onSearch(s)} data-testid="suggestion-chip">
              {s}
            </Tag.CheckableTag>
          ))}
        </div>
      )}
    </div>
  );
}
