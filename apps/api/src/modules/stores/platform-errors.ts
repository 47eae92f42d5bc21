import { ErrorCode, type MessageKey } from '@threadway/contracts';
import { AppError } from '../../platform/errors.ts';
import { URL_NOT_ALLOWED } from './platforms/extras.ts';
import { PlatformError } from './platforms/platform.ts';

/**
 * A platform's refusal as the seller sees it: always a 4xx with a clear message (the store or its keys
 * were wrong, not our server), `data.field` naming what to fix. Anything that is not a PlatformError is ours.
 */
export function toAppError(error: unknown, context: 'keys' | 'token' | 'authorization'): unknown {
  if (!(error instanceof PlatformError)) return error;
  const fail = (key: MessageKey, field: string, params: Record<string, string> = {}) => new AppError(ErrorCode.badRequest, key, 400, params, { field });
  if (error.kind === 'unauthorized') {
    if (context === 'keys') return fail('stores.keysRejected', 'consumerKey');
    return context === 'token' ? fail('stores.tokenRejected', 'accessToken') : fail('stores.authorizationInvalid', 'authorization');
  }
  if (error.kind === 'rejected' && error.message === URL_NOT_ALLOWED) return fail('stores.urlNotAllowed', 'storeUrl');
  if (error.kind === 'rejected') return fail('stores.platformRefused', 'storeUrl', { detail: error.message.slice(0, 200) });
  return fail('stores.storeUnreachable', 'storeUrl');
}
