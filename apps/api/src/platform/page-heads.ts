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

/**
 * index.html with the page's own head tags added; the built title and description give way to the
 * page's when it has them (a page may add only hints, such as a preloaded picture).
 */
export function withHead(indexHtml: string, head: string): string {
  let html = indexHtml;
  if (/<title>/i.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (/<meta\s+name="description"/i.test(head)) html = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return html.replace(/<\/head>/i, () => `${head}\n  </head>`);
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
/**
 * The page's largest picture (its LCP) fetched at once with high priority, instead of after the
 * scripts have drawn the <img>; `media` when the picture depends on the screen width.
 */
export const preloadImageTag = (href: string, media?: string) =>
  `<link rel="preload" as="image" href="${href.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!)}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`;
