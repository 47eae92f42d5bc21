import type { FastifyInstance } from 'fastify';

/** Merchandising: banners, ad bar and popups, navigation, albums, flash sales and events, Explore. */
export async function contentModule(app: FastifyInstance) {
  void app;
}
