import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCountdown } from '../../../components/product/useCountdown';
import { eventProductsKey } from '../api/events';

/** The clock reads zero during the last second; the server ends the event at endTime itself. */
const SERVER_MARGIN_MS = 1000;

/**
 * Whether an event has ended, re-evaluated every second. When it ends while on screen the
 * event's product pages are fetched again once the server has ended it too, so cards drop the
 * discount without a reload.
 */
export function useEventExpired(discountId: number | undefined, endTime: number | undefined): boolean {
  const expired = useCountdown(endTime)?.expired ?? false;
  const queryClient = useQueryClient();
  const wasExpired = useRef(expired);
  useEffect(() => {
    const endedNow = expired && !wasExpired.current;
    wasExpired.current = expired;
    if (!endedNow || discountId === undefined || endTime === undefined) return;
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: eventProductsKey(discountId) }), Math.max(0, endTime - Date.now()) + SERVER_MARGIN_MS);
    return () => window.clearTimeout(timer);
  }, [expired, discountId, endTime, queryClient]);
  return expired;
}
