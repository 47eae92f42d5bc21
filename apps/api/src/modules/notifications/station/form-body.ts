import type { FastifyInstance } from 'fastify';

/**
 * The spec's client sends some calls as a form (PUT stationLetterSends: id, receiveState=1).
 * Registered inside this module only, so the rest of the API keeps answering 415 to forms.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
