import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../lib/feedback';

/**
 * Runs a search by picture and opens /mall/similar, or says why the picture was refused. The
 * checking, compressing and uploading code is fetched on first use.
 */
export function useImageSearch() {
  const { t } = useTranslation('mall');
  const { message } = feedback;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const search = async (file: File): Promise<boolean> => {
    setBusy(true);
    try {
      const { searchByImage } = await import('./search-by-image');
      await searchByImage(file);
      void navigate('/mall/similar');
      return true;
    } catch (error) {
      const key = (error as { messageKey?: unknown }).messageKey;
      void message.error(typeof key === 'string' ? t(key) : error instanceof Error && error.message ? error.message : t('visualSearch.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { search, busy };
}
