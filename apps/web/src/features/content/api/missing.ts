import { ApiError } from '../../../lib/api-client';

/**
 * The server refused the id itself (unknown, switched off, malformed): the page says 'Sorry, No
 * Data Found'. Anything else (network, 5xx) is a failure worth a retry.
 */
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.status >= 400 && error.status < 500;
