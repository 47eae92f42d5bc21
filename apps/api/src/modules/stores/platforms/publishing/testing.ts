import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ListingPayload } from '../platform.ts';

/**
 * What the publishing adapters' tests share: a picture host (the stores download pictures by URL: Shopify's
 * originalSource, WooCommerce's src; the TikTok adapter downloads and uploads them), and a listing payload.
 */

/** The smallest valid PNG (1×1). */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c63f8cfc0f01f0005000201a5d5a2f50000000049454e44ae426082', 'hex');

/** Serves PNG bytes at any /….png path; other paths are 404. Answers {url, hits(), close()}. */
export async function startImageServer() {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    if (!request.url?.endsWith('.png')) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, hits: () => [...hits], close };
}

/** TikTok Shop's men's T-shirts (824329) requires Material and Sleeve Length (the category's attributes call says so). */
export const TIKTOK_TEE_ATTRIBUTES = [
  { id: '100157', values: [{ id: '100157001', name: 'Cotton' }] },
  { id: '100398', values: [{ id: '100398002', name: 'Short Sleeve' }] },
];

/** A T-shirt in two sizes and two colours (4 variants), prices in `currency`'s minor units. */
export function tshirtPayload(imageHost: string, overrides: Partial<ListingPayload> = {}): ListingPayload {
  const variants = ['S', 'M'].flatMap((size) =>
    ['Red', 'Blue'].map((colour) => ({
      sku: `TW-TEE-${colour.toUpperCase()}-${size}`,
      size,
      colour,
      priceCents: size === 'S' ? 1999 : 2199,
      compareAtCents: size === 'S' ? 2999 : null,
      quantity: 10,
      weightGrams: 180,
      imageUrl: `${imageHost}/tee-${colour.toLowerCase()}.png`,
    })),
  );
  return {
    title: 'Organic Cotton Tee',
    descriptionHtml: '<p>Soft <strong>organic</strong> cotton.</p>',
    tags: ['cotton', 'summer'],
    collectionIds: [],
    productType: 'T-Shirts',
    images: [`${imageHost}/tee-front.png`, `${imageHost}/tee-back.png`],
    currency: 'USD',
    variants,
    active: true,
    ...overrides,
  };
}
