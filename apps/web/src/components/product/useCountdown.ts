import { countdownParts, type CountdownParts } from '@threadway/contracts';
import { useNow } from './clock';

/** The countdown to `endTime` (epoch ms), re-rendered every second. */
export function useCountdown(endTime: number | null | undefined): CountdownParts | null {
  const now = useNow();
  return endTime === null || endTime === undefined ? null : countdownParts(endTime, now);
}
