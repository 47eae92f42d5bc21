import { ErrorCode, type MessageKey } from '@threadway/contracts';
import { AppError } from '../../platform/errors.ts';
import { PlatformError } from '../stores/platforms/platform.ts';

/** A listing request that is well formed but cannot be done in this state (409), in the spec's words. */
export const listingProblem = (key: MessageKey, params: Record<string, string | number> = {}, data: unknown = null) => new AppError(ErrorCode.conflict, key, 409, params, data);

/**
 * A platform call made while the seller waits (collections, categories, states) that failed: a clear 4xx,
 * never a 500 — the authorization ended, the platform refused, or it could not be reached.
 */
export function platformFailure(error: unknown): unknown {
  if (!(error instanceof PlatformError)) return error;
  if (error.kind === 'unauthorized') return listingProblem('listings.storeUnauthorized');
  if (error.kind === 'rejected') return listingProblem('stores.platformRefused', { detail: error.message.slice(0, 200) });
  return listingProblem('stores.storeUnreachable');
}
