import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The checks Temu's open-platform gateway makes on a router call before the API runs, in order,
 * with its published common error codes: API type, app key, timestamp (±300 s), data_type, then
 * the sign, recomputed from the body as received (every key but `sign`, sorted, key+value,
 * strings as they are and other values as JSON, wrapped in the app secret, MD5, upper case).
 */

export interface GatewayError {
  errorCode: number;
  errorMsg: string;
}

const error = (errorCode: number, errorMsg: string): GatewayError => ({ errorCode, errorMsg });

function expectedSign(appSecret: string, body: Record<string, unknown>): string {
  const text = Object.keys(body)
    .filter((key) => key !== 'sign')
    .sort()
    .reduce((signed, key) => signed + key + (typeof body[key] === 'string' ? body[key] : JSON.stringify(body[key])), '');
  return createHash('md5').update(appSecret + text + appSecret).digest('hex').toUpperCase();
}

export function gatewayError(app: { appKey: string; appSecret: string }, body: Record<string, unknown>, nowMs: number): GatewayError | null {
  if (!body.type) return error(3000002, 'there is no type in body.');
  if (!body.app_key) return error(3000025, 'there is no app_key in body.');
  if (body.app_key !== app.appKey) return error(3000026, 'app_key not exists.');
  if (body.timestamp === undefined || body.timestamp === '') return error(3000010, 'there is no timestamp in body.');
  const timestamp = Number(body.timestamp);
  if (!Number.isInteger(timestamp) || timestamp > nowMs / 1000 + 300) return error(3000011, 'timestamp is invalid.');
  if (timestamp < nowMs / 1000 - 300) return error(3000012, 'timestamp is expired.');
  if (!body.data_type) return error(3000013, 'there is no data_type in body.');
  if (String(body.data_type).toLowerCase() !== 'json') return error(3000014, 'data_type is invalid');
  if (typeof body.sign !== 'string' || !body.sign) return error(3000040, 'there is no sign in body.');
  const expected = expectedSign(app.appSecret, body);
  if (body.sign.length !== expected.length || !timingSafeEqual(Buffer.from(body.sign), Buffer.from(expected))) return error(3000001, 'SIGN_UNVALID');
  return null;
}
