import { PlatformError } from '../platform.ts';

/**
 * What a TikTok Shop error code means for us (partner.tiktokshop.com "Common errors" and the
 * endpoints' error tables). 36009004 is overloaded: its message says whether the token, the
 * signature, the timestamp or a parameter was wrong.
 */

const RATE_LIMITED = 36009002;
const UNAVAILABLE = new Set([36009003, 36009007]);
/** Token invalid, expired or not for this app; auth code invalid (36004004). */
const UNAUTHORIZED = new Set([101000, 105001, 105002, 105003, 105004, 36004004]);
/** TikTok asks for a back-off without saying how long when Retry-After is absent. */
export const DEFAULT_BACKOFF_MS = 1000;

export function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds >= 0) return Math.max(seconds * 1000, DEFAULT_BACKOFF_MS);
  const at = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(at) ? DEFAULT_BACKOFF_MS : Math.max(at - Date.now(), DEFAULT_BACKOFF_MS);
}

/** The PlatformError for a non-zero `code` (or an HTTP failure without an envelope: code undefined). */
export function tiktokError(httpStatus: number, code: number | undefined, message: string, retryAfter: string | null): PlatformError {
  const text = `TikTok Shop ${code ?? httpStatus}: ${message}`;
  if (code === RATE_LIMITED || httpStatus === 429) return new PlatformError('rate_limited', text, retryAfterMs(retryAfter));
  if ((code !== undefined && UNAVAILABLE.has(code)) || httpStatus >= 500) return new PlatformError('unavailable', text);
  if (code !== undefined && UNAUTHORIZED.has(code)) return new PlatformError('unauthorized', text);
  if (code === 36009004 && /access.?token/i.test(message)) return new PlatformError('unauthorized', text);
  // 106001 (bad sign), 105005 (scope not granted), bad parameters: retrying or reauthorizing will not help.
  return new PlatformError('rejected', text);
}
