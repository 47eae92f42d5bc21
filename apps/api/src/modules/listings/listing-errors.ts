import { ErrorCode, type MessageKey } from '@threadway/contracts';
import { AppError } from '../../platform/errors.ts';

/** A listing request that is well formed but cannot be done in this state (409), in the spec's words. */
export const listingProblem = (key: MessageKey, params: Record<string, string | number> = {}, data: unknown = null) => new AppError(ErrorCode.conflict, key, 409, params, data);
