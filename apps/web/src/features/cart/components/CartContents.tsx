import { groupByWarehouse, type CartItem } from '@threadway/contracts';
import { App, Button, Result, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMoney } from '../../../lib/preferences';
import { useCart } from '../api/useCart';
import { confirmOrderPath } from '../confirm-order-link';
import { useMergingGuestCart } from '../guest-cart';
import { checkedTotal, keepValid, type Checked } from '../selection';
import { useTickingItems } from '../useTickingItems';
import styles from './cart.module.css';
import { EmptyCart } from './EmptyCart';
import { WarehouseGroupCard } from './WarehouseGroupCard';

interface Props {
  checked: Checked;
  onChecked: (next: Set<string>) => void;
  /** The total above 'Confirm order' (mobile). */
  showTotal: boolean;
  /** Called before leaving for the bag (the drawer closes). */
  onLeave?: () => void;
  /** The cart page on a desktop: the groups and, beside them, the total and 'Confirm order'. */
  wide?: boolean;
}

/** The cart's groups and footer, shared by the drawer and the mobile cart page (spec 2.4). */
export function CartContents({ checked, onChecked, showTotal, onLeave, wide = false }: Props) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const money = useMoney();
  const cart = useCart();
  const items = useTickingItems(cart.items);
  const merging = useMergingGuestCart();

  // Ticked items that disappeared or became unselectable (sold out, discontinued) are unticked;
  // not while a guest cart merges, whose ticked lines are not in the server cart yet.
  const valid = keepValid(items, checked);
  const settled = !merging && !cart.isLoading && !cart.isFetching;
  const stale = settled && valid.size !== checked.size;
  useEffect(() => {
    if (stale) onChecked(valid);
  }, [stale, valid, onChecked]);

  if (cart.isLoading) return <Skeleton active className={styles.skeleton} />;
  if (cart.isError) return <Result status="warning" title={t('loadFailed')} />;
  if (items.length === 0) return <EmptyCart onLeave={onLeave} />;

  const remove = async (removed: readonly CartItem[]) => {
    try {
      const said = await cart.remove(removed);
      void message.success(said ?? t('delete.done'));
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const total = checkedTotal(items, valid);
  const confirm = () => {
    onLeave?.();
    navigate(confirmOrderPath(items, valid));
  };

  return (
    <div className={`${styles.contents} ${wide ? styles.wide : ''}`}>
      <div className={styles.groups}>
        {groupByWarehouse(items).map((group) => (
          <WarehouseGroupCard key={group.warehouseCode} group={group} items={items} checked={valid} onChecked={onChecked} onNum={cart.setNum} onDelete={remove} />
        ))}
      </div>
      <footer className={styles.footer}>
        {showTotal && total !== null && (
          <div className={styles.total}>
            <span>{t('footer.total')}</span>
            <b data-testid="cart-total">{money(total)}</b>
          </div>
        )}
        <Button type="primary" size="large" block disabled={valid.size === 0} onClick={confirm} data-testid="cart-confirm">
          {t('footer.confirmOrder')}
        </Button>
      </footer>
    </div>
  );
}
