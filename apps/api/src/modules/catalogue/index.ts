import type { FastifyInstance } from 'fastify';

/** Products, categories, search, visual search, reviews, favourites, SEO and product media. */
export async function catalogueModule(app: FastifyInstance) {
  void app;
}
