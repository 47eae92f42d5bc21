import { CONFIRM_ORDER_QUERY } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../../../platform/i18n.ts';
import type { PageHead } from '../../../platform/page-heads.ts';
import { seoPathOf } from '../products/product-cards.ts';
import { absoluteUrl, canonicalHead, categoryHead, noindexHead, notFoundHead, productHead } from './page-head.ts';
import { seoRepository } from './seo.repository.ts';

/** The catalogue pages the server describes, from the path the browser asked for. */
export type CataloguePage =
  | { kind: 'product'; where: { seoSlug: string } | { kkProductId: string } }
  | { kind: 'category'; where: { categoryUrl: string } | { id: number }; canonicalPath: string | null }
  | { kind: 'unknownProduct' }
  | { kind: 'unknownCategory' }
  /** /confirm-order?kkProductId=a,b (the bag, spec 2.4): its products, each once. */
  | { kind: 'bag'; kkProductIds: string[] };

/** A path segment as typed (percent-decoded), or null when its encoding is broken. */
export const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * /product-detail/:menu/:param and /product-detail?id={kkProductId}; /product-list/:menu and
 * /mall/category-detail?secondCategoryId={id} (spec 2.1); the bag, /confirm-order. A trailing slash does not matter.
 */
export function matchPage(url: string): CataloguePage | null {
  const parsed = new URL(url, 'http://local');
  const segments = parsed.pathname.replace(/\/+$/, '').split('/').slice(1);
  if (segments[0] === 'product-detail' && segments.length === 3) {
    const seoSlug = decodeSegment(segments[2]!);
    return seoSlug ? { kind: 'product', where: { seoSlug } } : { kind: 'unknownProduct' };
  }
  if (segments[0] === 'product-detail' && segments.length === 1) {
    const kkProductId = parsed.searchParams.get('id')?.trim();
    return kkProductId ? { kind: 'product', where: { kkProductId } } : { kind: 'unknownProduct' };
  }
  if (segments[0] === 'product-list' && segments.length === 2) {
    const categoryUrl = decodeSegment(segments[1]!);
    return categoryUrl ? { kind: 'category', where: { categoryUrl }, canonicalPath: null } : { kind: 'unknownCategory' };
  }
  if (segments.length === 1 && segments[0] === 'confirm-order') {
    const ids = (parsed.searchParams.get(CONFIRM_ORDER_QUERY.kkProductIds) ?? '').split(',').map((id) => id.trim());
    return { kind: 'bag', kkProductIds: [...new Set(ids.filter((id) => id.length > 0))] };
  }
  if (segments.length === 2 && segments[0] === 'mall' && segments[1] === 'category-detail') {
    const id = Number(parsed.searchParams.get('secondCategoryId'));
    return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      ? { kind: 'category', where: { id }, canonicalPath: `/mall/category-detail?secondCategoryId=${id}` }
      : { kind: 'unknownCategory' };
  }
  return null;
}

/** Renders the head of catalogue pages for `app.pageHeads`; other paths are left to the next renderer. */
export function catalogueHeads(app: FastifyInstance) {
  const repo = seoRepository(app.database.db);
  const site = app.config.PUBLIC_URL;

  return async (request: FastifyRequest): Promise<PageHead | null> => {
    const page = matchPage(request.url);
    if (!page) return null;
    const notFound = (key: 'errors.productNotAvailable' | 'errors.categoryNotFound'): PageHead => ({ html: notFoundHead(translate(request.locale, key)), status: 404 });

    if (page.kind === 'product') {
      const row = await repo.product(page.where, request.locale);
      if (!row) return notFound('errors.productNotAvailable');
      const images = typeof row.images === 'string' ? (JSON.parse(row.images) as string[]) : row.images;
      const main = row.main_image_url ? [row.main_image_url] : [];
      const ratingCount = Number(row.review_count);
      const pictures = [...new Set([...main, ...images])];
      return {
        status: 200,
        html: productHead({
          kkProductId: row.kk_product_id,
          itemNo: row.item_no,
          name: row.name,
          description: row.description,
          categoryName: row.category_name,
          images: pictures.map((image) => absoluteUrl(site, image)),
          // The gallery's first picture, as the page's <img> names it (our '/media/...' path).
          firstPicture: pictures[0] ?? null,
          canonical: absoluteUrl(site, seoPathOf(row.category_url, row.seo_slug)),
          inStock: Number(row.total_stock) > 0,
          rating: ratingCount > 0 ? { average: Number(row.rating_average), count: ratingCount } : null,
        }),
      };
    }
    if (page.kind === 'bag') {
      // A bag of one product is that product's offer: search engines are sent to the product page. Any other bag (a
      // seller's selection of several, or none) is kept out of their index (decision 0061).
      const [only, ...more] = page.kkProductIds;
      const row = only && more.length === 0 ? await repo.productPath(only) : undefined;
      return { status: 200, html: row ? canonicalHead(absoluteUrl(site, seoPathOf(row.category_url, row.seo_slug))) : noindexHead };
    }
    if (page.kind === 'category') {
      const row = await repo.category(page.where, request.locale);
      if (!row) return notFound('errors.categoryNotFound');
      const image = row.img_url ?? row.product_image;
      return {
        status: 200,
        html: categoryHead({
          name: row.name,
          productCount: Number(row.product_count),
          canonical: absoluteUrl(site, page.canonicalPath ?? `/product-list/${row.category_url}`),
          image: image ? absoluteUrl(site, image) : null,
        }),
      };
    }
    return notFound(page.kind === 'unknownProduct' ? 'errors.productNotAvailable' : 'errors.categoryNotFound');
  };
}
