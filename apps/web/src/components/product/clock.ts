import { useSyncExternalStore } from 'react';

/**
 * One clock for every countdown on the page, ticking each second while one is shown. A page drawn on the
 * server was drawn at `drawnAt.time`: hydration reads that time, so the countdowns match the markup, and
 * the next tick shows the real time (decision 0056).
 */
export const drawnAt = { time: 0 };

const TICK_MS = 1000;
let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** The current second while the clock runs; between runs, read afresh (the same value all second long). */
const read = () => (timer ? now : Math.floor(Date.now() / TICK_MS) * TICK_MS);

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = read();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/** Not on the clock: no re-render, the time as of each render. */
const offTheClock = () => () => {};

/** Epoch milliseconds, re-rendering every second while `ticking` (a countdown not yet ended). */
export const useNow = (ticking: boolean): number => useSyncExternalStore(ticking ? subscribe : offTheClock, read, () => drawnAt.time || read());
