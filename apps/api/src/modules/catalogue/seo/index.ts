import type { FastifyInstance } from 'fastify';
import { catalogueHeads } from './pages.ts';
import { sitemapRoutes } from './sitemap.routes.ts';

/** Server-side SEO: the head of product and category pages, sitemap.xml and robots.txt. */
export async function seoModule(app: FastifyInstance) {
  app.pageHeads.add(catalogueHeads(app));
  await app.register(sitemapRoutes);
}
