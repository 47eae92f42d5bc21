import type { FastifyInstance } from 'fastify';
import { listingsSyncPlugin } from './sync/index.ts';

/** Publishing (issue 15). Minimal index by listings-sync; the listings-api branch owns this file (keep the line below when merging). */
export async function listingsModule(app: FastifyInstance) {
  await app.register(listingsSyncPlugin);
}
