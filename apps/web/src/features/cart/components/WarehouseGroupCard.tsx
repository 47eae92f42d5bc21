import { DownOutlined } from '@ant-design/icons';
import type { CartItem, WarehouseGroup } from '@threadway/contracts';
import { Button, Checkbox, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemKey } from '../cart-item';
import { groupTickable, itemDisabled, toggleGroup, toggleItem, type Checked } from '../selection';
import styles from './cart.module.css';
import { CartItemRow } from './CartItemRow';

interface Props {
  group: WarehouseGroup<CartItem>;
  items: readonly CartItem[];
  checked: Checked;
  onChecked: (next: Set<string>) => void;
  onNum: (item: CartItem, num: number) => void;
  onDelete: (items: readonly CartItem[]) => Promise<void>;
}

/** A ship-from warehouse's items (spec 2.4): collapsible, with 'select all' and batch delete behind a confirmation. */
export function WarehouseGroupCard({ group, items, checked, onChecked, onNum, onDelete }: Props) {
  const { t } = useTranslation('cart');
  const [open, setOpen] = useState(true);
  const tickable = groupTickable(group.items, items, checked);
  const ticked = group.items.filter((i) => checked.has(itemKey(i)));
  const all = tickable.length > 0 && ticked.length === tickable.length;
  const name = group.items[0]?.warehouseName ?? group.countryCode;
  return (
    <section className={styles.group} data-testid="cart-group" data-warehouse={group.warehouseCode}>
      <header className={styles.groupHead}>
        <Checkbox
          checked={all}
          indeterminate={ticked.length > 0 && !all}
          disabled={tickable.length === 0}
          onChange={(e) => onChecked(toggleGroup(group.items, items, checked, e.target.checked))}
          data-testid="cart-group-check"
        >
          {t('group.selectAll')}
        </Checkbox>
        <button type="button" className={styles.groupTitle} aria-expanded={open} onClick={() => setOpen(!open)} data-testid="cart-group-toggle">
          {t('group.shipFrom', { warehouse: name })} ({group.items.length})
          <DownOutlined className={open ? styles.caretOpen : styles.caret} />
        </button>
        <Popconfirm title={t('delete.selected', { count: ticked.length })} okText={t('delete.ok')} cancelText={t('delete.cancel')} onConfirm={() => onDelete(ticked)} disabled={ticked.length === 0}>
          <Button type="link" size="small" danger disabled={ticked.length === 0} data-testid="cart-group-delete">
            {t('group.delete')}
          </Button>
        </Popconfirm>
      </header>
      {open && (
        <ul className={styles.items}>
          {group.items.map((item) => (
            <CartItemRow
              key={itemKey(item)}
              item={item}
              checked={checked.has(itemKey(item))}
              disabled={!checked.has(itemKey(item)) && itemDisabled(item, items, checked)}
              onCheck={(on) => onChecked(toggleItem(item, items, checked, on))}
              onNum={(num) => onNum(item, num)}
              onDelete={() => onDelete([item])}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
