import { DESKTOP_MIN_WIDTH } from '@threadway/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { preloadImageTag, type PageHead } from '../../platform/page-heads.ts';
import { merchandisingRepository } from './merchandising.repository.ts';

/**
 * /mall's first banner (the page's largest paint) preloaded in the HTML: phones get the mobile
 * picture and desktops the wide one, as the carousel chooses (desktop above DESKTOP_MIN_WIDTH).
 * The built title and description stay.
 */
export function mallHead(app: FastifyInstance) {
  const repo = merchandisingRepository(app.database.db);
  return async (request: FastifyRequest): Promise<PageHead | null> => {
    const { pathname } = new URL(request.url, 'http://local');
    if (pathname.replace(/\/+$/, '') !== '/mall') return null;
    const [first] = await repo.banners();
    if (!first) return null;
    const html =
      first.mobileImageUrl && first.mobileImageUrl !== first.imageUrl
        ? [preloadImageTag(first.mobileImageUrl, { media: `(max-width: ${DESKTOP_MIN_WIDTH}px)` }), preloadImageTag(first.imageUrl, { media: `(min-width: ${DESKTOP_MIN_WIDTH + 0.02}px)` })]
        : [preloadImageTag(first.imageUrl)];
    return { status: 200, html: html.map((tag) => `    ${tag}`).join('\n') };
  };
}
