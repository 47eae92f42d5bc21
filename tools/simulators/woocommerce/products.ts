import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StorefrontProduct } from '../shared/storefront.ts';
import type { TestSwitches } from '../shared/test-switches.ts';

/**
 * The products of the simulated WooCommerce site, as REST v3 keeps them: simple and variable products
 * (POST|GET /products, GET|PUT|DELETE /products/{id}, GET /products?include=&sku=&status=), variations
 * (GET /products/{id}/variations, POST /products/{id}/variations/batch with per-item errors, 100 items at
 * most), tags (POST /products/tags, /products/tags/batch), the weight-unit setting. Pictures given by `src`
 * are downloaded during the request as WooCommerce sideloads them (a URL that is not an image fails the
 * request with woocommerce_product_image_upload_error) and served from /wp-content/uploads/. SKUs are unique
 * across products and variations (product_invalid_sku), as in WooCommerce.
 */

interface Media {
  id: number;
  src: string;
  name: string;
  alt: string;
  bytes: Buffer;
  contentType: string;
}
interface Attribute {
  id: number;
  name: string;
  position: number;
  visible: boolean;
  variation: boolean;
  options: string[];
}
export interface WooVariation {
  id: number;
  sku: string;
  regular_price: string;
  sale_price: string;
  manage_stock: boolean;
  stock_quantity: number | null;
  weight: string;
  attributes: { id: number; name: string; option: string }[];
  image: number | null;
}
export interface WooProduct {
  id: number;
  name: string;
  slug: string;
  type: string;
  status: string;
  description: string;
  sku: string;
  regular_price: string;
  categories: number[];
  tags: number[];
  images: number[];
  attributes: Attribute[];
  variations: WooVariation[];
  date_modified: string;
}
export interface WooTerm {
  id: number;
  name: string;
  slug: string;
  count: number;
}

interface Context {
  switches: TestSwitches;
  baseUrl: () => string;
  nextId: () => number;
  tags: WooTerm[];
  categories: { id: number; name: string; slug: string }[];
  weightUnit: string;
  error: (reply: FastifyReply, status: number, code: string, message: string, params?: Record<string, string>) => FastifyReply;
  paged: <T>(request: FastifyRequest, reply: FastifyReply, items: T[]) => T[];
}

/** The key the test switches know the single site by. */
export const SITE = 'site';
const BATCH_LIMIT = 100;
const STATUSES = ['publish', 'draft', 'pending', 'private'];
const PRICE = /^(\d+(\.\d+)?)?$/;
const V3 = '/wp-json/wc/v3';
const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

interface ImageInput {
  id?: number;
  src?: string;
  alt?: string;
}
interface VariationInput {
  id?: number;
  sku?: string;
  regular_price?: unknown;
  sale_price?: unknown;
  manage_stock?: boolean;
  stock_quantity?: number | null;
  weight?: unknown;
  attributes?: { name?: string; option?: string }[];
  image?: ImageInput | null;
}
interface ProductInput {
  name?: string;
  type?: string;
  status?: string;
  description?: string;
  sku?: string;
  regular_price?: unknown;
  categories?: { id: number }[];
  tags?: { id: number }[];
  images?: ImageInput[];
  attributes?: { name?: string; position?: number; visible?: boolean; variation?: boolean; options?: string[] }[];
}

export function registerWooProducts(app: FastifyInstance, context: Context) {
  const products = new Map<number, WooProduct>();
  const trashed = new Map<number, WooProduct>();
  const media = new Map<number, Media>();

  const mediaUrl = (item: Media) => `${context.baseUrl()}/wp-content/uploads/${item.id}-${item.name}`;
  const imageView = (id: number | null, position = 0) => {
    const item = id === null ? undefined : media.get(id);
    return item ? { id: item.id, src: mediaUrl(item), name: item.name, alt: item.alt, position } : null;
  };
  const priceOf = (v: { regular_price: string; sale_price: string }) => v.sale_price || v.regular_price;
  const variationView = (product: WooProduct, v: WooVariation) => ({
    id: v.id,
    parent_id: product.id,
    sku: v.sku,
    price: priceOf(v),
    regular_price: v.regular_price,
    sale_price: v.sale_price,
    on_sale: Boolean(v.sale_price),
    status: 'publish',
    manage_stock: v.manage_stock,
    stock_quantity: v.stock_quantity,
    stock_status: v.manage_stock && (v.stock_quantity ?? 0) <= 0 ? 'outofstock' : 'instock',
    weight: v.weight,
    attributes: v.attributes,
    image: imageView(v.image),
  });
  const productView = (p: WooProduct) => ({
    id: p.id,
    name: p.name,
    slug: p.slug,
    permalink: `${context.baseUrl()}/product/${p.slug}/`,
    type: p.type,
    status: p.status,
    description: p.description,
    sku: p.sku,
    price: p.variations.length ? String(Math.min(...p.variations.map((v) => Number(priceOf(v))))) : p.regular_price,
    regular_price: p.regular_price,
    categories: p.categories.map((id) => context.categories.find((c) => c.id === id)).filter(Boolean),
    tags: p.tags.map((id) => context.tags.find((t) => t.id === id)).filter(Boolean),
    images: p.images.map((id, position) => imageView(id, position)).filter(Boolean),
    attributes: p.attributes,
    variations: p.variations.map((v) => v.id),
    date_modified: p.date_modified,
  });

  const skuTaken = (sku: string, except: number) =>
    Boolean(sku) && [...products.values()].some((p) => (p.sku === sku && p.id !== except) || p.variations.some((v) => v.sku === sku && v.id !== except));

  /** WooCommerce's sideload: downloads the picture during the request, or fails it. */
  async function sideload(image: ImageInput, alt: string): Promise<number> {
    if (image.id) {
      if (!media.has(image.id)) throw new Refused(400, 'woocommerce_product_invalid_image_id', `#${image.id} is an invalid image ID.`);
      return image.id;
    }
    const src = String(image.src ?? '');
    let response: Response;
    try {
      response = await fetch(src, { signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new Refused(400, 'woocommerce_product_image_upload_error', `Error getting remote image ${src}.`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok) throw new Refused(400, 'woocommerce_product_image_upload_error', `Error getting remote image ${src}. Error: Not Found`);
    if (!contentType.startsWith('image/')) throw new Refused(400, 'woocommerce_product_image_upload_error', 'Invalid image: Sorry, you are not allowed to upload this file type.');
    const item: Media = { id: context.nextId(), src, name: src.split('/').pop()?.split('?')[0] || 'image', alt: image.alt ?? alt, bytes: Buffer.from(await response.arrayBuffer()), contentType };
    media.set(item.id, item);
    return item.id;
  }

  function checkPrices(input: Record<string, unknown>, names: string[]) {
    const bad = names.filter((name) => input[name] !== undefined && (typeof input[name] !== 'string' || !PRICE.test(input[name] as string)));
    if (bad.length) throw new Refused(400, 'rest_invalid_param', `Invalid parameter(s): ${bad.join(', ')}`, Object.fromEntries(bad.map((name) => [name, `${name} is not of type string.`])));
  }

  async function save(input: ProductInput, existing: WooProduct | undefined): Promise<WooProduct> {
    const name = input.name ?? existing?.name ?? '';
    if (!existing && !name) throw new Refused(400, 'woocommerce_rest_invalid_product', 'Invalid product name.');
    const rejected = context.switches.rejection(SITE, name);
    if (rejected) throw new Refused(400, 'woocommerce_rest_product_not_created', rejected);
    if (input.status !== undefined && !STATUSES.includes(input.status)) throw new Refused(400, 'rest_invalid_param', 'Invalid parameter(s): status', { status: `status is not one of ${STATUSES.join(', ')}.` });
    checkPrices(input as Record<string, unknown>, ['regular_price']);
    if (input.sku !== undefined && skuTaken(input.sku, existing?.id ?? -1)) throw new Refused(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    const images = input.images ? await Promise.all(input.images.map((image) => sideload(image, name))) : undefined;
    const product: WooProduct = existing ?? { id: context.nextId(), name, slug: '', type: 'simple', status: 'publish', description: '', sku: '', regular_price: '', categories: [], tags: [], images: [], attributes: [], variations: [], date_modified: '' };
    product.name = name;
    if (!product.slug) product.slug = `${slugOf(name)}-${product.id}`;
    if (input.type !== undefined) product.type = input.type;
    if (input.status !== undefined) product.status = input.status;
    if (input.description !== undefined) product.description = input.description;
    if (input.sku !== undefined) product.sku = input.sku;
    if (input.regular_price !== undefined) product.regular_price = String(input.regular_price);
    if (input.categories !== undefined) product.categories = input.categories.map((c) => Number(c.id)).filter((id) => context.categories.some((c) => c.id === id));
    if (input.tags !== undefined) product.tags = input.tags.map((t) => Number(t.id)).filter((id) => context.tags.some((t) => t.id === id));
    if (images) product.images = images;
    if (input.attributes !== undefined) product.attributes = input.attributes.map((a, i) => ({ id: 0, name: a.name ?? '', position: a.position ?? i, visible: a.visible ?? true, variation: a.variation ?? false, options: a.options ?? [] }));
    product.date_modified = new Date().toISOString();
    products.set(product.id, product);
    return product;
  }

  async function saveVariation(product: WooProduct, input: VariationInput, existing: WooVariation | undefined): Promise<WooVariation> {
    checkPrices(input as Record<string, unknown>, ['regular_price', 'sale_price']);
    if (input.sku !== undefined && skuTaken(input.sku, existing?.id ?? -1)) throw new Refused(400, 'product_invalid_sku', 'Invalid or duplicated SKU.');
    const image = input.image ? await sideload(input.image, product.name) : input.image === null ? null : undefined;
    const variation: WooVariation = existing ?? { id: context.nextId(), sku: '', regular_price: '', sale_price: '', manage_stock: false, stock_quantity: null, weight: '', attributes: [], image: null };
    if (input.sku !== undefined) variation.sku = input.sku;
    if (input.regular_price !== undefined) variation.regular_price = String(input.regular_price);
    if (input.sale_price !== undefined) variation.sale_price = String(input.sale_price);
    if (input.manage_stock !== undefined) variation.manage_stock = input.manage_stock;
    if (input.stock_quantity !== undefined) variation.stock_quantity = input.stock_quantity;
    if (input.weight !== undefined) variation.weight = String(input.weight);
    // Like WooCommerce, only attributes the parent uses for variations are kept.
    if (input.attributes !== undefined) variation.attributes = input.attributes.filter((a) => product.attributes.some((p) => p.variation && p.name === a.name)).map((a) => ({ id: 0, name: a.name ?? '', option: a.option ?? '' }));
    if (image !== undefined) variation.image = image;
    if (!existing) product.variations.push(variation);
    product.date_modified = new Date().toISOString();
    return variation;
  }

  const answer = async (reply: FastifyReply, work: () => Promise<unknown>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Refused) return context.error(reply, error.status, error.code, error.message, error.params);
      throw error;
    }
  };
  const itemError = (error: unknown, id = 0) => {
    if (!(error instanceof Refused)) throw error;
    return { id, error: { code: error.code, message: error.message, data: { status: error.status } } };
  };
  const productOr404 = (id: string) => {
    const product = products.get(Number(id));
    if (!product) throw new Refused(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    return product;
  };

  app.get(`${V3}/settings/products/woocommerce_weight_unit`, async () => ({ id: 'woocommerce_weight_unit', label: 'Weight unit', type: 'select', default: 'kg', value: context.weightUnit }));

  app.post(`${V3}/products/tags`, async (request, reply) =>
    answer(reply, async () => {
      const name = String((request.body as { name?: string } | undefined)?.name ?? '');
      if (!name) throw new Refused(400, 'rest_missing_callback_param', 'Missing parameter(s): name');
      if (context.tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) throw new Refused(400, 'term_exists', 'A term with the name provided already exists with this parent.');
      const tag = { id: context.nextId(), name, slug: slugOf(name), count: 0 };
      context.tags.push(tag);
      return reply.status(201).send(tag);
    }),
  );
  app.post(`${V3}/products/tags/batch`, async (request, reply) => {
    const body = (request.body ?? {}) as { create?: { name?: string }[] };
    if ((body.create?.length ?? 0) > BATCH_LIMIT) return context.error(reply, 413, 'woocommerce_rest_request_entity_too_large', `Unable to accept more than ${BATCH_LIMIT} items for this request.`);
    const create = (body.create ?? []).map((item) => {
      const name = String(item.name ?? '');
      if (context.tags.some((t) => t.name.toLowerCase() === name.toLowerCase())) return itemError(new Refused(400, 'term_exists', 'A term with the name provided already exists with this parent.'));
      const tag = { id: context.nextId(), name, slug: slugOf(name), count: 0 };
      context.tags.push(tag);
      return tag;
    });
    return { create, update: [], delete: [] };
  });

  app.get<{ Querystring: { include?: string; sku?: string; status?: string } }>(`${V3}/products`, async (request, reply) => {
    const { include, sku, status } = request.query;
    const ids = include ? include.split(',').map(Number) : null;
    if (ids?.some((id) => !Number.isInteger(id))) return context.error(reply, 400, 'rest_invalid_param', 'Invalid parameter(s): include', { include: 'include[0] is not of type integer.' });
    const source = status === 'trash' ? [...trashed.values()] : [...products.values()];
    const found = source.filter((p) => (!ids || ids.includes(p.id)) && (!sku || p.sku === sku) && (!status || status === 'any' || status === 'trash' || p.status === status));
    return context.paged(request, reply, found.map(productView));
  });
  app.post(`${V3}/products`, async (request, reply) =>
    answer(reply, async () => {
      const product = await save((request.body ?? {}) as ProductInput, undefined);
      return reply.status(201).send(productView(product));
    }),
  );
  app.get<{ Params: { id: string } }>(`${V3}/products/:id`, async (request, reply) => answer(reply, async () => productView(productOr404(request.params.id))));
  app.put<{ Params: { id: string } }>(`${V3}/products/:id`, async (request, reply) =>
    answer(reply, async () => productView(await save((request.body ?? {}) as ProductInput, productOr404(request.params.id)))),
  );
  app.delete<{ Params: { id: string }; Querystring: { force?: string } }>(`${V3}/products/:id`, async (request, reply) =>
    answer(reply, async () => {
      const product = productOr404(request.params.id);
      products.delete(product.id);
      // Without force a product goes to the trash; force deletes it with its variations.
      if (request.query.force !== 'true') trashed.set(product.id, { ...product, status: 'trash' });
      return productView(product);
    }),
  );
  app.get<{ Params: { id: string } }>(`${V3}/products/:id/variations`, async (request, reply) =>
    answer(reply, async () => {
      const product = productOr404(request.params.id);
      return context.paged(request, reply, product.variations.map((v) => variationView(product, v)));
    }),
  );
  app.post<{ Params: { id: string } }>(`${V3}/products/:id/variations/batch`, async (request, reply) =>
    answer(reply, async () => {
      const product = productOr404(request.params.id);
      const body = (request.body ?? {}) as { create?: VariationInput[]; update?: VariationInput[]; delete?: number[] };
      const total = (body.create?.length ?? 0) + (body.update?.length ?? 0) + (body.delete?.length ?? 0);
      if (total > BATCH_LIMIT) throw new Refused(413, 'woocommerce_rest_request_entity_too_large', `Unable to accept more than ${BATCH_LIMIT} items for this request.`);
      const result = { create: [] as unknown[], update: [] as unknown[], delete: [] as unknown[] };
      for (const input of body.create ?? []) result.create.push(await saveVariation(product, input, undefined).then((v) => variationView(product, v), (error) => itemError(error)));
      for (const input of body.update ?? []) {
        const existing = product.variations.find((v) => v.id === Number(input.id));
        if (!existing) result.update.push(itemError(new Refused(400, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'), Number(input.id)));
        else result.update.push(await saveVariation(product, input, existing).then((v) => variationView(product, v), (error) => itemError(error, existing.id)));
      }
      for (const id of body.delete ?? []) {
        const index = product.variations.findIndex((v) => v.id === Number(id));
        if (index < 0) result.delete.push(itemError(new Refused(400, 'woocommerce_rest_product_variation_invalid_id', 'Invalid ID.'), Number(id)));
        else result.delete.push(variationView(product, product.variations.splice(index, 1)[0]!));
      }
      return result;
    }),
  );

  app.get<{ Params: { file: string } }>('/wp-content/uploads/:file', async (request, reply) => {
    const item = media.get(Number(request.params.file.split('-')[0]));
    if (!item) return reply.status(404).send('Not found');
    return reply.type(item.contentType).send(item.bytes);
  });

  return {
    products: () => [...products.values()],
    /** Published products as the storefront shows them. */
    storefront(currency: string): StorefrontProduct[] {
      return [...products.values()]
        .filter((p) => p.status === 'publish')
        .map((p) => {
          const option = (v: WooVariation, name: string) => v.attributes.find((a) => a.name === name)?.option ?? '';
          const view = productView(p);
          return {
            id: String(p.id),
            title: p.name,
            currency,
            price: view.price,
            images: p.images.map((id) => imageView(id)?.src).filter((src): src is string => Boolean(src)),
            variants: p.variations.map((v) => ({ sku: v.sku, size: option(v, 'Size'), colour: option(v, 'Color'), price: priceOf(v), compareAt: v.sale_price ? v.regular_price : null })),
          };
        });
    },
  };
}
