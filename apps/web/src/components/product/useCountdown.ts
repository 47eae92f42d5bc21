import { countdownParts, type CountdownParts } from '@threadway/contracts';
import { useEffect, useState } from 'react';

/** The countdown to `endTime` (epoch ms), re-rendered every second until it reaches zero. */
export function useCountdown(endTime: number | null | undefined): CountdownParts | null {
  const [now, setNow] = useState(() => Date.now());
  const running = endTime !== null && endTime !== undefined && endTime > now;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return endTime === null || endTime === undefined ? null : countdownParts(endTime, now);
}
