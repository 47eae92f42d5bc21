import type { FastifyRequest } from 'fastify';

/** Tags for <head> of one page (already escaped), replacing the built title and description, and the status to answer with. */
export interface PageHead {
  html: string;
  status: number;
}
export type PageHeadRenderer = (request: FastifyRequest) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHeads: PageHeads;
  }
}

/**
 * Pages whose HTML the server fills in before sending index.html, so crawlers and link previews
 * see a real title (SEO). Domain modules add renderers; the first one that knows the page wins.
 */
export function pageHeads() {
  const renderers: PageHeadRenderer[] = [];
  return {
    add(renderer: PageHeadRenderer) {
      renderers.push(renderer);
    },
    async render(request: FastifyRequest): Promise<PageHead | null> {
      for (const renderer of renderers) {
        const head = await renderer(request);
        if (head) return head;
      }
      return null;
    },
  };
}
export type PageHeads = ReturnType<typeof pageHeads>;

/** index.html with the built title and description replaced by the page's own head tags. */
export const withHead = (indexHtml: string, head: string) =>
  indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, () => `${head}\n  </head>`);
