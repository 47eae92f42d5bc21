import { SUCCESS_CODE, type MessageKey } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import { translate } from './i18n.ts';

/** The success envelope; `message` is localized for the caller when a key is given. */
export function ok<T>(request: FastifyRequest, data: T, messageKey?: MessageKey, params?: Record<string, string | number>) {
  return { code: SUCCESS_CODE, data, message: messageKey ? translate(request.locale, messageKey, params) : 'success' };
}
