import { CameraOutlined, LoadingOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useImageSearch } from '../useImageSearch';

const VisualSearchDialog = lazy(() => import('./VisualSearchDialog'));

/**
 * The camera icon of the search box (spec 2.2): on desktop it opens the upload popup, fetched
 * on first click; on a phone it opens the camera straight away and searches with the photo.
 * With a `label` it is a labelled button (the similar-styles page's 'Search another picture').
 */
export function VisualSearchButton({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation('mall');
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const { search, busy } = useImageSearch();

  if (!desktop) {
    return (
      <label className={className} aria-label={label ? undefined : t('visualSearch.open')} title={t('visualSearch.open')} data-testid="visual-search-button">
        {busy ? <LoadingOutlined /> : <CameraOutlined />}
        {label}
        {/* Any picture opens the camera; the allowed types are checked once one is taken. */}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          hidden
          disabled={busy}
          data-testid="visual-search-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared so that taking the same photo again still counts as a change.
            event.target.value = '';
            if (file) void search(file);
          }}
        />
      </label>
    );
  }

  return (
    <>
      <button type="button" className={className} aria-label={label ? undefined : t('visualSearch.open')} title={t('visualSearch.open')} data-testid="visual-search-button" onMouseDown={(event) => event.preventDefault()} onClick={() => setOpen(true)}>
        <CameraOutlined />
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <VisualSearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
