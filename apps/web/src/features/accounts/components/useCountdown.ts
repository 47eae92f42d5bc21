import { useEffect, useState } from 'react';

/**
 * Seconds left until a moment, ticking every second (spec 9). Counting from an end time rather
 * than decrementing keeps it right when a background tab throttles timers.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!endsAt) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return { left, start: (seconds: number) => setEndsAt(Date.now() + seconds * 1000) };
}
