import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { setCartNum } from '../api/cart';
import type { BagItem } from '../model/bag-item';

/** Quantity changes reach the server cart 1 s after the last keystroke (spec 5, bag size grid). */
const DEBOUNCE_MS = 1000;

/**
 * The bag's quantities: what the seller typed, over the server cart's. A size typed down to 0
 * stays in the cart (its lowest quantity is 1) and simply leaves the order. `flush` sends what is
 * still waiting, so an order placed within the second orders what the page shows.
 */
export function useBagQuantities() {
  const { t } = useTranslation('checkout');
  const { message } = App.useApp();
  const [typed, setTyped] = useState<Record<number, number>>({});
  const waiting = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; send: () => Promise<void> }>());

  useEffect(() => () => waiting.current.forEach((w) => clearTimeout(w.timer)), []);

  const numOf = (item: BagItem): number => typed[item.id] ?? item.num;

  const setNum = (item: BagItem, num: number) => {
    setTyped((current) => ({ ...current, [item.id]: num }));
    clearTimeout(waiting.current.get(item.id)?.timer);
    waiting.current.delete(item.id);
    if (num < 1) return;
    const send = async () => {
      waiting.current.delete(item.id);
      try {
        await setCartNum({ skuCode: item.skuCode, warehouseCode: item.warehouseCode, num });
      } catch (error) {
        message.error(error instanceof ApiError ? error.message : t('errors.generic'));
      }
    };
    waiting.current.set(item.id, { timer: setTimeout(() => void send(), DEBOUNCE_MS), send });
  };

  const flush = async () => {
    const pending = [...waiting.current.values()];
    for (const w of pending) clearTimeout(w.timer);
    await Promise.all(pending.map((w) => w.send()));
  };

  return { numOf, setNum, flush };
}
