import type { CartItem } from '@threadway/contracts';
import { useEffect, useState } from 'react';
import { withoutEndedDiscount } from './cart-item';

/**
 * The items with every ended discount cleared, re-checked every second while a discount is
 * still running (spec 4 cart: the price reverts once endTime passes).
 */
export function useTickingItems(items: readonly CartItem[]): CartItem[] {
  const [now, setNow] = useState(() => Date.now());
  const running = items.some((i) => i.endTime !== null && i.endTime > now);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return items.map((i) => withoutEndedDiscount(i, now));
}
