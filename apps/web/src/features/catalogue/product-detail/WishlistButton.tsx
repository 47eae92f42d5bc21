import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSignInFirst } from '../../../lib/useSignInFirst';
import { useToggleFavorite } from '../api/favorites';

/**
 * Add to wishlist ('Favorite Item'); a saved product's heart takes it out again. Guests go to
 * sign in and come back to this page (spec 6: the wish list needs an account).
 */
export function WishlistButton({ kkProductId, saved, block }: { kkProductId: string; saved: boolean; block?: boolean }) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const signInFirst = useSignInFirst();
  const toggleFavorite = useToggleFavorite();
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    if (!signInFirst()) return;
    setBusy(true);
    try {
      void message.success((await toggleFavorite(kkProductId, saved)).message);
    } catch (error) {
      // 401 is answered by the shell's sign-in round trip.
      if (!(error instanceof ApiError && error.status === 401)) void message.error(error instanceof ApiError ? error.message : t('detail.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button size="large" block={block} icon={saved ? <HeartFilled style={{ color: '#dc2626' }} /> : <HeartOutlined />} loading={busy} onClick={() => void toggle()} data-testid="wishlist" data-saved={saved}>
      {saved ? t('detail.inWishlist') : t('detail.addToWishlist')}
    </Button>
  );
}
