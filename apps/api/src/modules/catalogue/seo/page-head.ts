import { preloadImageTag } from '../../../platform/page-heads.ts';

/**
 * The <head> tags of catalogue pages as the server sends them (title, description, canonical,
 * Open Graph and, for products, a schema.org Product in JSON-LD). Pure: every value is escaped
 * here, so names with quotes, angle brackets or '</script>' stay text.
 */

export const SITE_NAME = 'Threadway';
const DESCRIPTION_MAX = 160;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** JSON safe inside <script>: no '<', '>' or '&' can end the element or open a comment. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whitespace collapsed, cut at a word near 160 characters. */
export function summary(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** An absolute URL on the public site; URLs that already are absolute stay as they are. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).href;

interface HeadTags {
  title: string;
  description: string;
  canonical?: string;
  image?: string | null;
  type?: 'product' | 'website';
  noindex?: boolean;
  jsonLd?: unknown;
  /** The page's largest picture (its LCP): fetched with the HTML's priority instead of after the scripts draw it. */
  preloadImage?: string | null;
}

function headTags(tags: HeadTags): string {
  const lines = [`<title>${escapeHtml(tags.title)}</title>`, `<meta name="description" content="${escapeHtml(tags.description)}" />`];
  if (tags.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (tags.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(tags.canonical)}" />`);
  const og: [string, string | null | undefined][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', tags.type ?? 'website'],
    ['og:title', tags.title],
    ['og:description', tags.description],
    ['og:url', tags.canonical],
    ['og:image', tags.image],
  ];
  for (const [property, content] of og) if (content) lines.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  if (tags.image) lines.push('<meta name="twitter:card" content="summary_large_image" />');
  if (tags.preloadImage) lines.push(preloadImageTag(tags.preloadImage));
  if (tags.jsonLd) lines.push(`<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`);
  return lines.map((line) => `    ${line}`).join('\n');
}

export interface ProductPage {
  kkProductId: string;
  itemNo: string;
  name: string;
  description: string;
  categoryName: string;
  /** Absolute URLs, the main image first. */
  images: string[];
  /** The picture the page shows first, as the page's own markup names it (preloaded). */
  firstPicture: string | null;
  canonical: string;
  inStock: boolean;
  rating: { average: number; count: number } | null;
}

export function productHead(page: ProductPage): string {
  const description = summary(page.description) || `${page.name}: wholesale ${page.categoryName}, item no ${page.itemNo}, no minimum order.`;
  return headTags({
    title: `${page.name} | Wholesale ${page.categoryName} | ${SITE_NAME}`,
    description,
    canonical: page.canonical,
    image: page.images[0] ?? null,
    preloadImage: page.firstPicture,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: page.name,
      sku: page.itemNo,
      productID: page.kkProductId,
      ...(page.images.length > 0 ? { image: page.images } : {}),
      description,
      category: page.categoryName,
      brand: { '@type': 'Brand', name: SITE_NAME },
      // Wholesale prices are for registered sellers (spec 6: 'Register to unlock wholesale
      // price'), so the offer tells availability and where to buy, never the price.
      offers: {
        '@type': 'Offer',
        url: page.canonical,
        availability: page.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      ...(page.rating && page.rating.count > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(page.rating.average * 10) / 10, reviewCount: page.rating.count, bestRating: 5, worstRating: 1 } }
        : {}),
    },
  });
}

export interface CategoryPage {
  name: string;
  productCount: number;
  canonical: string;
  image: string | null;
}

export function categoryHead(page: CategoryPage): string {
  const styles = page.productCount === 1 ? '1 style' : `${page.productCount} styles`;
  return headTags({
    title: `Wholesale ${page.name} | ${SITE_NAME}`,
    description: `Shop ${styles} of ${page.name} at wholesale prices with no minimum order, shipped from China, the US, the UK and Germany.`,
    canonical: page.canonical,
    image: page.image,
  });
}

/** An unknown product or category: the app still loads and shows its own 404, search engines keep out. */
export const notFoundHead = (message: string) => headTags({ title: `${message} | ${SITE_NAME}`, description: message, noindex: true });

/** A page that is another page's content in other clothes (the bag of one product): only the canonical link; the app keeps its title. */
export const canonicalHead = (canonical: string) => `    <link rel="canonical" href="${escapeHtml(canonical)}" />`;

/** A page search engines may read but should not list (a seller's bag): only robots noindex; the app keeps its title. */
export const noindexHead = '    <meta name="robots" content="noindex" />';
