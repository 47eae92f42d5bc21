import { PlatformError } from '../platform.ts';

/**
 * What a Temu `errorCode` means for us (partner docs "Common error codes" and
 * bg.open.accesstoken.create's table). The gateway checks the app, timestamp and sign before the
 * token, so a 3000001 is our configuration, not the seller's authorization.
 */

export const SUCCESS = 1000000;
const RATE_LIMITED = 4000004;
const UNAVAILABLE = new Set([2000000, 4000000, 6000001, 7000000, 110020001]);
/** The token is missing, unknown, not ours, expired or lacks the API; the callback code is invalid. */
const UNAUTHORIZED = new Set([3000030, 3000031, 3000032, 3000033, 3000034, 5000000, 110020002, 110020003]);
/** Temu limits an app key to 20 calls a second: waiting a second frees the window. */
export const RATE_LIMIT_BACKOFF_MS = 1000;

export function temuError(httpStatus: number, errorCode: number | undefined, message: string): PlatformError {
  const text = `Temu ${errorCode ?? httpStatus}: ${message}`;
  if (errorCode === RATE_LIMITED || httpStatus === 429) return new PlatformError('rate_limited', text, RATE_LIMIT_BACKOFF_MS);
  if ((errorCode !== undefined && UNAVAILABLE.has(errorCode)) || httpStatus >= 500) return new PlatformError('unavailable', text);
  if (errorCode !== undefined && UNAUTHORIZED.has(errorCode)) return new PlatformError('unauthorized', text);
  // 3000001 bad sign, 3000026 unknown app key, timestamp and parameter errors: give up.
  return new PlatformError('rejected', text);
}
