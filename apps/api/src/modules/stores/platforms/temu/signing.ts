import { createHash } from 'node:crypto';

/**
 * Temu Partner API signing ("API request signature method", partner-us.temu.com): every
 * parameter of the JSON body except `sign` (common and API parameters alike), sorted by key,
 * written key+value with no separator, wrapped in the app secret, MD5, upper-case hex.
 * Strings are written as they are; numbers, booleans, arrays and objects as compact JSON.
 * Nested values must be signed as the exact text that is sent, so the client serializes
 * each value once (JSON.stringify) and sends the same serialization (see client.ts).
 */

/** How one parameter value is written in the signed text. */
export const signedValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function signatureBase(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}${signedValue(params[key])}`)
    .join('');
}

/** The `sign` body parameter. */
export const temuSignature = (appSecret: string, params: Record<string, unknown>) =>
  createHash('md5').update(`${appSecret}${signatureBase(params)}${appSecret}`, 'utf8').digest('hex').toUpperCase();
