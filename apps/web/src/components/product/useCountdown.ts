import { countdownParts, type CountdownParts } from '@threadway/contracts';
import { useNow } from './clock';

/** The countdown to `endTime` (epoch ms), re-rendered every second until it reaches zero. */
export function useCountdown(endTime: number | null | undefined): CountdownParts | null {
  // An ended or absent countdown leaves the clock, so a page with one does not render again every second. It stays
  // a second past its end, so that the tick showing it ended always comes.
  const now = useNow(endTime !== null && endTime !== undefined && endTime > Date.now() - 1000);
  return endTime === null || endTime === undefined ? null : countdownParts(endTime, now);
}
