import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

const MULTIPART = /^\s*multipart\/form-data\s*(;|$)/i;
const BOUNDARY = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i;
/** RFC 2046: a boundary is 1 to 70 characters. */
const MAX_BOUNDARY = 70;

export const malformedForm = () => new AppError(ErrorCode.badRequest, 'errors.malformedForm', 400);

function hasValidBoundary(contentType: string): boolean {
  const match = BOUNDARY.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= MAX_BOUNDARY;
}

/**
 * multipart/form-data without a usable boundary is refused on arrival with a clear 400: the parser
 * (busboy) would throw a bare Error, answered 500, before the route could say anything.
 */
export const formDataGuard = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType && MULTIPART.test(contentType) && !hasValidBoundary(contentType)) throw malformedForm();
  });
});

/** busboy's bare Errors for a form whose data ends before its closing boundary (a client cut short). */
const CUT_SHORT = /unexpected end of multipart data/i;

/** True for a multipart body that stops mid-way: the client's fault, answered like a form without boundary. */
export const isCutShortFormData = (error: Error): boolean => !(error as { statusCode?: number }).statusCode && CUT_SHORT.test(error.message);
