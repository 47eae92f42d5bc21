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
 * see a real title (SEO) and the browser starts on the page's largest picture at once. Domain
 * modules add renderers; every one that knows the page adds its tags (at most one of them names a
 * title), and a page one of them does not find (404) is answered so.
 */
export function pageHeads() {
  const renderers: PageHeadRenderer[] = [];
  return {
    add(renderer: PageHeadRenderer) {
      renderers.push(renderer);
    },
    async render(request: FastifyRequest): Promise<PageHead | null> {
      const heads = (await Promise.all(renderers.map((renderer) => renderer(request)))).filter((head) => head !== null);
      if (heads.length === 0) return null;
      return { status: Math.max(...heads.map((head) => head.status)), html: heads.map((head) => head.html).join('\n') };
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
const attribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);
/**
 * The page's largest picture (its LCP) fetched at once with high priority, instead of after the
 * scripts have drawn the <img>; `media` when the picture depends on the screen width; `srcset` and
 * `sizes` as the <img> has them, so the browser preloads the rendition the <img> will choose.
 */
export const preloadImageTag = (href: string, { media, srcset, sizes }: { media?: string; srcset?: string; sizes?: string } = {}) =>
  `<link rel="preload" as="image" href="${attribute(href)}"${srcset ? ` imagesrcset="${attribute(srcset)}"` : ''}${srcset && sizes ? ` imagesizes="${attribute(sizes)}"` : ''}${media ? ` media="${attribute(media)}"` : ''} fetchpriority="high" />`;
