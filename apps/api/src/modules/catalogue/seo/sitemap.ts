/**
 * sitemap.xml (sitemaps.org protocol): one <urlset> while the site fits in one file, else a
 * <sitemapindex> naming a page of general pages and pages of products, 50,000 URLs each (the
 * protocol's limit).
 */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  loc: string;
  /** YYYY-MM-DD */
  lastmod?: string;
}

export function urlset(urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${escapeXml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`).join('\n');
  return `${HEADER}\n<urlset xmlns="${NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(locs: readonly string[]): string {
  return `${HEADER}\n<sitemapindex xmlns="${NS}">\n${locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

/** Whether /sitemap.xml is the whole site or an index, and how many product pages the index names. */
export function sitemapPlan(counts: { general: number; products: number }, maxUrls = SITEMAP_MAX_URLS): { single: true } | { single: false; productPages: number } {
  if (counts.general + counts.products <= maxUrls) return { single: true };
  return { single: false, productPages: Math.max(1, Math.ceil(counts.products / maxUrls)) };
}

export const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
