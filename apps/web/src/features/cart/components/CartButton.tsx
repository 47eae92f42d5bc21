import { ShoppingCartOutlined } from '@ant-design/icons';
import { cartBadge } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge';
import { useLoadedOnce } from '../../../components/useLoadedOnce';
import { useSession } from '../../../lib/session';
import { useCartCount } from '../api/useCart';
import { mergeGuestCart } from '../api/merge-guest-cart';
import { useGuestCart } from '../guest-cart';

const CartDrawer = lazy(() => import('./CartDrawer'));

/**
 * The header's cart icon with its count ('99+' above 99): the server cart's lines when signed in,
 * the local cart's for guests. It opens the cart drawer, whose code loads on the first click.
 * Signed in with a guest cart still in the browser (a sign-in just happened), it merges that cart.
 */
export function CartButton() {
  const { t } = useTranslation('cart');
  const session = useSession();
  const guest = useGuestCart();
  const count = useCartCount();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const mustMerge = session !== null && guest.length > 0;

  useEffect(() => {
    if (mustMerge) mergeGuestCart(queryClient).catch(() => undefined);
  }, [mustMerge, queryClient]);

  return (
    <>
      <CountBadge count={count > 0 ? cartBadge(count) : 0} data-testid="cart-badge">
        <Button type="text" icon={<ShoppingCartOutlined />} aria-label={t('open')} onClick={() => setOpen(true)} data-testid="cart-button" />
      </CountBadge>
      {loaded && (
        <Suspense fallback={null}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
