import { ErrorCode, type MessageKey } from '@threadway/contracts';

/**
 * A failure the client should see: body code, i18n message key and HTTP status. The error
 * handler turns it into the envelope in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: MessageKey,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key: MessageKey = 'errors.badRequest', params?: Record<string, string | number>) =>
  new AppError(ErrorCode.badRequest, key, 400, params);
export const notSignedIn = (key: MessageKey = 'errors.notSignedIn') => new AppError(ErrorCode.notSignedIn, key, 401);
export const forbidden = () => new AppError(ErrorCode.forbidden, 'errors.forbidden', 403);
export const notFound = (key: MessageKey = 'errors.notFound') => new AppError(ErrorCode.notFound, key, 404);
/** `field` names the form field at fault, so the client can show the message there. */
export const conflict = (key: MessageKey, field?: string) => new AppError(ErrorCode.conflict, key, 409, {}, field ? { field } : null);
export const tooManyRequests = (key: MessageKey = 'errors.tooFrequent', params?: Record<string, string | number>, data: unknown = null) =>
  new AppError(ErrorCode.tooManyRequests, key, 429, params, data);
