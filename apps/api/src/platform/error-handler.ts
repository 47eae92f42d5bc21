import { ErrorCode, isMessageKey } from '@threadway/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { isCutShortFormData, malformedForm } from './form-data.ts';
import { translate } from './i18n.ts';

/**
 * Maps every failure to the envelope. Typed AppErrors carry their own code and message;
 * request validation failures become 400 with the first rule's message; anything unexpected
 * is logged and answered with a bare 500 envelope, never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    // The multipart parser's bare Error for a form cut short is the client's fault, not ours.
    const error = isCutShortFormData(thrown) ? malformedForm() : thrown;
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, data: error.data, message: translate(locale, error.messageKey, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const key = first?.message && isMessageKey(first.message) ? first.message : 'validation.invalidValue';
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || null;
      return reply.status(400).send({ code: ErrorCode.badRequest, data: { field }, message: translate(locale, key) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: ErrorCode.tooManyRequests, data: null, message: translate(locale, 'errors.tooFrequent') });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, an unsupported media type, a body too large: the client's fault, said plainly.
      return reply.status(status).send({ code: status * 100, data: null, message: translate(locale, 'errors.badRequest') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.internal, data: null, message: translate(locale, 'errors.internal') });
  });
}
