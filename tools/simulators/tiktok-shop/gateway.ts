import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The checks TikTok Shop's gateway makes on a signed API call before any endpoint runs, in its
 * order, answering its documented codes ("Common errors"): app key, signature present, timestamp
 * window (5 minutes back, 30 seconds ahead), then the sign itself, recomputed from the request
 * as received (path, sorted query without sign and access_token, raw body unless multipart).
 */

export interface Refusal {
  status: number;
  code: number;
  message: string;
}

export const refusal = (status: number, code: number, message: string): Refusal => ({ status, code, message });

function expectedSign(appSecret: string, url: URL, rawBody: string, contentType: string): string {
  const keys = [...new Set(url.searchParams.keys())].filter((key) => key !== 'sign' && key !== 'access_token').sort();
  let text = url.pathname;
  for (const key of keys) text += key + (url.searchParams.get(key) ?? '');
  if (!contentType.startsWith('multipart/form-data')) text += rawBody;
  return createHmac('sha256', appSecret).update(appSecret + text + appSecret).digest('hex');
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function gatewayRefusal(app: { appKey: string; appSecret: string }, url: URL, rawBody: string, contentType: string, nowMs: number): Refusal | null {
  if (url.searchParams.get('app_key') !== app.appKey) return refusal(401, 36009004, 'Invalid credentials. Invalid `app_key` query parameter.');
  const sign = url.searchParams.get('sign');
  if (!sign) return refusal(401, 36009004, 'Missing credentials. The request does not include a required signature in the query.');
  const timestamp = Number(url.searchParams.get('timestamp'));
  const now = nowMs / 1000;
  if (!Number.isInteger(timestamp) || timestamp < 0) return refusal(400, 36009004, 'Invalid timestamp. The value of the `timestamp` query parameter must not be lesser than 0.');
  if (timestamp < now - 300) return refusal(400, 36009004, 'Invalid timestamp. The value of the `timestamp` query parameter must not be earlier than 5 minutes before the current time.');
  if (timestamp > now + 30) return refusal(400, 36009004, 'Invalid timestamp. The value of the `timestamp` query parameter must not exceed the current time by more than 30 seconds.');
  if (!sameText(sign, expectedSign(app.appSecret, url, rawBody, contentType))) return refusal(401, 106001, 'Invalid credentials. The `sign` query parameter is invalid.');
  return null;
}
