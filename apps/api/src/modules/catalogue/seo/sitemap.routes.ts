import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seoPathOf } from '../products/product-cards.ts';
import { absoluteUrl } from './page-head.ts';
import { seoRepository } from './seo.repository.ts';
import { SITEMAP_MAX_URLS, isoDate, sitemapIndex, sitemapPlan, urlset, type SitemapUrl } from './sitemap.ts';

/** Pages every visitor can open besides categories and products. */
const GENERAL_PATHS = ['/', '/mall'];
/** Signed-in, per-user or transactional pages: nothing for a search engine. */
// The bag (/confirm-order) is not here: a crawler must read it to learn that a one-product bag is its product's page
// (canonical) and any other bag is not to be listed (noindex); a disallowed URL can still be listed from links (0061).
const PRIVATE_PATHS = ['/api/', '/personal-center/', '/order/', '/publish/', '/billing', '/payment-status', '/mall/shoppingCar', '/mall/mobileCart', '/mall/paymentPage'];

const PRODUCTS_FILE = /^products-(\d{1,6})\.xml$/;
// Not API calls: kept out of the OpenAPI document.
const hidden = { hide: true };

function sendXml(reply: FastifyReply, xml: string) {
  return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
}

/** /sitemap.xml, its pages under /sitemaps/, and /robots.txt pointing at it. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = seoRepository(app.database.db);
  const site = app.config.PUBLIC_URL;
  const url = (path: string) => absoluteUrl(site, path);

  const generalUrls = async (): Promise<SitemapUrl[]> => [
    ...GENERAL_PATHS.map((path) => ({ loc: url(path) })),
    ...(await repo.categoryUrls()).map((categoryUrl) => ({ loc: url(`/product-list/${categoryUrl}`) })),
  ];
  const productUrls = async (page: number): Promise<SitemapUrl[]> =>
    (await repo.productPage((page - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS)).map((p) => ({ loc: url(seoPathOf(p.category_url, p.seo_slug)), lastmod: isoDate(p.updated_at) }));

  app.get('/sitemap.xml', { schema: hidden }, async (_request, reply) => {
    const counts = await repo.sitemapCounts();
    const plan = sitemapPlan({ general: GENERAL_PATHS.length + counts.categories, products: counts.products });
    if (plan.single) return sendXml(reply, urlset([...(await generalUrls()), ...(await productUrls(1))]));
    const pages = Array.from({ length: plan.productPages }, (_, i) => url(`/sitemaps/products-${i + 1}.xml`));
    return sendXml(reply, sitemapIndex([url('/sitemaps/pages.xml'), ...pages]));
  });

  app.get('/sitemaps/:file', { schema: { ...hidden, params: z.object({ file: z.string().max(40) }) } }, async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') return sendXml(reply, urlset(await generalUrls()));
    const page = Number(PRODUCTS_FILE.exec(file)?.[1] ?? 0);
    const urls = page >= 1 ? await productUrls(page) : [];
    // Page 1 exists even for an empty catalogue; a page past the end does not.
    if (urls.length === 0 && page !== 1) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendXml(reply, urlset(urls));
  });

  app.get('/robots.txt', { schema: hidden }, async (_request, reply) => {
    const lines = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${url('/sitemap.xml')}`, ''];
    return reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(lines.join('\n'));
  });
};
