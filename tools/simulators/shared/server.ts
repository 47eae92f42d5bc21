import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/** The HTTP plumbing every simulator shares: a Fastify app taking HTML form posts, HTML answers, listening. */

/** A Fastify app whose form posts (the hosted pages' forms) arrive as URLSearchParams. */
export function simulatorApp(): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, new URLSearchParams(String(body))));
  return app;
}

/** The posted form, or an empty one when the body was not a form. */
export const formOf = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

export const html = (reply: FastifyReply, status: number, page: string) => reply.status(status).type('text/html; charset=utf-8').send(page);

/** Listens (port 0 picks a free one) and answers the simulator's base URL. */
export async function listen(app: FastifyInstance, options: { port: number; host?: string }): Promise<string> {
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}
