import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies kept as the text that arrived, for simulators whose platform signs the body text
 * (TikTok Shop, Temu): `request.body` becomes {raw, json}; json is undefined when the text is not JSON.
 */
export interface RawJson {
  raw: string;
  json: unknown;
}

export function acceptRawJson(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const raw = String(body);
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : undefined;
    } catch {
      json = undefined;
    }
    done(null, { raw, json } satisfies RawJson);
  });
}

/** The request's raw JSON body ({raw: '', json: undefined} when there was none). */
export const rawJsonOf = (body: unknown): RawJson =>
  body && typeof body === 'object' && 'raw' in body ? (body as RawJson) : { raw: '', json: undefined };
