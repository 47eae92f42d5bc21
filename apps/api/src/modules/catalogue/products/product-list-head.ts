import { PRODUCT_CARD_SIZES, PRODUCT_LIST_PRIORITY_CARDS, PRODUCT_LIST_QUERY_KEYS, pictureSrcSet } from '@threadway/contracts';
import type { FastifyRequest } from 'fastify';
import { preloadImageTag, type PageHead } from '../../../platform/page-heads.ts';
import { decodeSegment } from '../seo/pages.ts';
import type { ProductListService } from './product-list.service.ts';

/**
 * /product-list and /product-list/:categoryUrl as menus and links open them (no filter): the first cards' pictures
 * preloaded in the HTML, as their <img> will ask for them. One of them is the page's largest paint; without this the
 * browser asks for it only once the scripts have run, called the list and drawn the cards. The order of the list does
 * not depend on who looks, so a guest's first page names the same pictures a seller's does.
 */
export function productListHead(service: ProductListService) {
  return async (request: FastifyRequest): Promise<PageHead | null> => {
    const { pathname, searchParams } = new URL(request.url, 'http://local');
    const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
    if (segments[0] !== 'product-list' || segments.length > 2 || PRODUCT_LIST_QUERY_KEYS.some((key) => searchParams.has(key))) return null;
    const categoryUrl = segments[1] === undefined ? undefined : decodeSegment(segments[1]);
    if (categoryUrl === null) return null;
    const page = await service.list({ pageNumber: 1, pageSize: PRODUCT_LIST_PRIORITY_CARDS, categoryUrl, sortType: 'recommended' }, { locale: request.locale, guest: true, userId: null });
    const tags = page.list.flatMap((card) => (card.mainImageUrl ? [preloadImageTag(card.mainImageUrl, { srcset: pictureSrcSet(card.mainImageUrl), sizes: PRODUCT_CARD_SIZES })] : []));
    return tags.length === 0 ? null : { status: 200, html: tags.map((tag) => `    ${tag}`).join('\n') };
  };
}
