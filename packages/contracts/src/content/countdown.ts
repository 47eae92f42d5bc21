/**
 * What a flash-sale or event countdown shows at a moment (spec 2.3 and 4): whole days, hours,
 * minutes and seconds left, ticking every second, stopping at zero ('Event Expired').
 */
export interface CountdownParts {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** 'HH:MM:SS' of the time left within the current day, for the 'End in' label. */
  clock: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function countdownParts(endTimeMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endTimeMs - nowMs) / 1000));
  const days = Math.floor(left / 86_400);
  const hours = Math.floor((left % 86_400) / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  return { expired: left === 0, days, hours, minutes, seconds, clock: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` };
}
