import { randomBytes, randomInt } from 'node:crypto';
import { attributeValueName, categoryById, productPropertiesOf } from './categories.ts';
import type { StorefrontProduct } from '../shared/storefront.ts';

/**
 * TikTok Shop's Product API 202309 as one shop keeps it: pictures uploaded as bytes (images/upload answers a
 * `uri`; product bodies may name only uploaded uris), products created (POST /product/202309/products) or
 * edited (PUT …/{id}: SKUs left out are removed), activate / deactivate / delete by ids, stock per warehouse,
 * and a product's status: created → PENDING (review) → ACTIVATE after `auditMs`; AS_DRAFT → DRAFT; deactivated
 * by the seller → SELLER_DEACTIVATED; deleted → DELETED. Validation failures answer a code and a message; the
 * codes are in TikTok's product range (12052xxx) but not taken from its docs.
 */

export interface TikTokSku {
  id: string;
  seller_sku: string;
  price: { amount: string; currency: string };
  list_price?: { amount: string; currency: string };
  inventory: { warehouse_id: string; quantity: number }[];
  sales_attributes: { id: string; name: string; value_id: string; value_name: string; sku_img?: { uri: string } }[];
}
export interface TikTokProduct {
  id: string;
  title: string;
  description: string;
  category_id: string;
  status: string;
  main_images: { uri: string }[];
  skus: TikTokSku[];
  package_weight: { value: string; unit: string };
  /** The category's product attributes as given: [{id, name, values: [{id, name}]}]. */
  product_attributes: { id: string; name: string; values: { id: string; name: string }[] }[];
  create_time: number;
  update_time: number;
  /** When the review of a PENDING product ends. */
  reviewedAt: number;
  /** Why the review failed (status FAILED) or the platform deactivated it. */
  audit_failed_reasons: { position: string; reasons: string[]; suggestions: string[] }[];
}

/** Statuses a test may put a product in, as TikTok's review and moderation would (spec 4.1's short-video statuses). */
export const SETTABLE_STATUSES = ['DRAFT', 'PENDING', 'FAILED', 'ACTIVATE', 'SELLER_DEACTIVATED', 'PLATFORM_DEACTIVATED', 'FREEZE'];
export interface TikTokImage {
  uri: string;
  bytes: Buffer;
  contentType: string;
}

export class ProductRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const REGION_CURRENCY: Record<string, string> = { US: 'USD', GB: 'GBP', DE: 'EUR', FR: 'EUR', ES: 'EUR', IT: 'EUR', MX: 'MXN', JP: 'JPY', ID: 'IDR', MY: 'MYR', PH: 'PHP', SG: 'SGD', TH: 'THB', VN: 'VND' };
const MAX_MAIN_IMAGES = 9;
const MAX_SKUS = 300;
const MAX_TITLE = 255;
const MAX_DESCRIPTION = 10_000;
const MAX_SALES_ATTRIBUTES = 3;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const USE_CASES = ['MAIN_IMAGE', 'ATTRIBUTE_IMAGE', 'DESCRIPTION_IMAGE', 'CERTIFICATION_IMAGE', 'SIZE_CHART_IMAGE'];
const ids = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const refuse = (code: number, message: string): never => {
  throw new ProductRefusal(code, message);
};

interface SkuInput {
  id?: string;
  seller_sku?: string;
  price?: { amount?: string; currency?: string };
  list_price?: { amount?: string; currency?: string };
  inventory?: { warehouse_id?: string; quantity?: number }[];
  sales_attributes?: { name?: string; value_name?: string; sku_img?: { uri?: string } }[];
}
export interface ProductInput {
  title?: string;
  description?: string;
  category_id?: string;
  main_images?: { uri?: string }[];
  skus?: SkuInput[];
  package_weight?: { value?: string; unit?: string };
  product_attributes?: { id?: string; values?: { id?: string; name?: string }[] }[];
  save_mode?: string;
}

export interface ShopCatalogueOptions {
  region: string;
  /** How long a new or edited product stays PENDING. */
  auditMs: number;
  /** The test switch: a validation message for this title, or null. */
  rejection: (title: string) => string | null;
  /** Uploaded pictures of the app (uri → bytes). */
  images: Map<string, TikTokImage>;
  /** A review ended or TikTok changed a product's status: the server sends PRODUCT_STATUS_CHANGE (type 5). */
  onStatusChange?: (productId: string, status: ProductStatusEvent, reason: string) => void;
}

/** PRODUCT_STATUS_CHANGE's `status` words. */
export type ProductStatusEvent = 'PRODUCT_FIRST_PASS_REVIEW' | 'PRODUCT_STATUS_CHANGED' | 'PRODUCT_AUDIT_FAILURE';

export function shopCatalogue(options: ShopCatalogueOptions) {
  const products = new Map<string, TikTokProduct>();
  const warehouse = { id: `7${ids(18)}`, name: 'Main warehouse', effect_status: 'ENABLED', type: 'SALES_WAREHOUSE', is_default: true, sub_type: 'DOMESTIC_WAREHOUSE' };
  const currency = REGION_CURRENCY[options.region] ?? 'USD';

  const statusOf = (product: TikTokProduct) => {
    if (product.status === 'PENDING' && Date.now() >= product.reviewedAt) product.status = 'ACTIVATE';
    return product.status;
  };
  /** A product goes into review: it passes after auditMs (read lazily), and TikTok says so with a push then. */
  const startReview = (product: TikTokProduct) => {
    const reviewedAt = Date.now() + options.auditMs;
    product.reviewedAt = reviewedAt;
    setTimeout(() => {
      const current = products.get(product.id);
      if (current?.status !== 'PENDING' || current.reviewedAt !== reviewedAt) return;
      current.status = 'ACTIVATE';
      options.onStatusChange?.(current.id, 'PRODUCT_FIRST_PASS_REVIEW', '');
    }, options.auditMs).unref();
  };

  function check(input: ProductInput, existing: TikTokProduct | undefined) {
    const title = input.title ?? '';
    if (!title.trim()) refuse(12052001, 'The product title is required.');
    if (title.length > MAX_TITLE) refuse(12052002, `The product title must not exceed ${MAX_TITLE} characters.`);
    const rejected = options.rejection(title);
    if (rejected) refuse(12052048, rejected);
    if ((input.description ?? '').length > MAX_DESCRIPTION) refuse(12052003, `The product description must not exceed ${MAX_DESCRIPTION} characters.`);
    const category = categoryById(input.category_id);
    if (!category) refuse(12052004, 'The category_id is invalid.');
    // TikTok's code for a category with sub-categories (products go in leaves only).
    if (!category!.leaf) refuse(12052024, 'The category is not a leaf category.');
    checkAttributes(input, category!);
    const images = input.main_images ?? [];
    if (images.length === 0 || images.length > MAX_MAIN_IMAGES) refuse(12052006, `main_images must hold 1 to ${MAX_MAIN_IMAGES} images.`);
    images.forEach((image, i) => {
      if (!options.images.has(String(image.uri))) refuse(12052007, `main_images[${i}].uri is invalid: upload the image through the image upload API first.`);
    });
    const weight = Number(input.package_weight?.value);
    if (!(weight > 0) || !['KILOGRAM', 'POUND'].includes(String(input.package_weight?.unit))) refuse(12052008, 'package_weight is required: a value above 0 and the unit KILOGRAM or POUND.');
    const skus = input.skus ?? [];
    if (skus.length === 0 || skus.length > MAX_SKUS) refuse(12052009, `A product must have 1 to ${MAX_SKUS} SKUs.`);
    const sellerSkus = new Set<string>();
    const combinations = new Set<string>();
    skus.forEach((sku, i) => {
      if (sku.id && !existing?.skus.some((s) => s.id === sku.id)) refuse(12052010, `skus[${i}].id does not belong to this product.`);
      if (sku.seller_sku && sellerSkus.has(sku.seller_sku)) refuse(12052011, `The seller_sku ${sku.seller_sku} is duplicated in the product.`);
      sellerSkus.add(sku.seller_sku ?? '');
      for (const [field, price] of [['price', sku.price], ['list_price', sku.list_price]] as const) {
        if (!price && field === 'list_price') continue;
        if (!AMOUNT.test(String(price?.amount)) || Number(price?.amount) <= 0) refuse(12052012, `skus[${i}].${field}.amount must be a positive amount with at most 2 decimals.`);
        if (price?.currency !== currency) refuse(12052013, `skus[${i}].${field}.currency must be ${currency}, the currency of the shop.`);
      }
      if (sku.list_price && Number(sku.list_price.amount) < Number(sku.price?.amount)) refuse(12052014, `skus[${i}].list_price must not be lower than the price.`);
      for (const stock of sku.inventory ?? []) {
        if (stock.warehouse_id !== warehouse.id) refuse(12052015, `skus[${i}].inventory.warehouse_id is not a warehouse of the shop.`);
        if (!Number.isInteger(stock.quantity) || stock.quantity! < 0 || stock.quantity! > 99_999) refuse(12052016, `skus[${i}].inventory.quantity must be between 0 and 99999.`);
      }
      const attributes = sku.sales_attributes ?? [];
      if (attributes.length > MAX_SALES_ATTRIBUTES) refuse(12052017, `A SKU has at most ${MAX_SALES_ATTRIBUTES} sales attributes.`);
      attributes.forEach((attribute, a) => {
        if (attribute.sku_img && a > 0) refuse(12052018, 'Only the first sales attribute can have an image.');
        if (attribute.sku_img && !options.images.has(String(attribute.sku_img.uri))) refuse(12052007, `skus[${i}].sales_attributes[${a}].sku_img.uri is invalid.`);
      });
      const combination = attributes.map((a) => `${a.name}=${a.value_name}`).join(';');
      if (combinations.has(combination)) refuse(12052019, `Two SKUs have the same sales attributes: ${combination}.`);
      combinations.add(combination);
    });
  }

  /**
   * product_attributes against the leaf's PRODUCT_PROPERTY attributes: an attribute of the category, a value id
   * of its own (a name alone only where it is customizable), one value unless multiple selection, and every
   * required attribute given, as TikTok refuses a product without one (the code is ours, in its product range).
   */
  function checkAttributes(input: ProductInput, category: NonNullable<ReturnType<typeof categoryById>>) {
    const properties = productPropertiesOf(category);
    const given = Array.isArray(input.product_attributes) ? input.product_attributes : [];
    given.forEach((attribute, i) => {
      const spec = properties.find((p) => p.id === attribute?.id);
      if (!spec) refuse(12052023, `product_attributes[${i}].id ${String(attribute?.id ?? '')} is not an attribute of the category.`);
      const values = Array.isArray(attribute.values) ? attribute.values : [];
      if (values.length === 0 || (values.length > 1 && !spec!.multiple)) refuse(12052025, `product_attributes[${i}] (${spec!.name}) must have ${spec!.multiple ? 'at least one value' : 'exactly one value'}.`);
      values.forEach((value) => {
        if (value.id ? attributeValueName(spec!, value.id) === undefined : !(spec!.customizable && value.name?.trim()))
          refuse(12052025, `product_attributes[${i}] (${spec!.name}) has a value the attribute does not take.`);
      });
    });
    const missing = properties.find((spec) => spec.required && !given.some((attribute) => attribute?.id === spec.id));
    if (missing) refuse(12052021, `The required product attribute ${missing.name} (id ${missing.id}) of the category is missing in product_attributes.`);
  }

  function save(input: ProductInput, existing: TikTokProduct | undefined): TikTokProduct {
    check(input, existing);
    const now = Math.floor(Date.now() / 1000);
    const valueIds = new Map<string, string>();
    const valueId = (name: string, value: string) => valueIds.get(`${name}=${value}`) ?? (valueIds.set(`${name}=${value}`, ids(19)), valueIds.get(`${name}=${value}`)!);
    const draft = input.save_mode === 'AS_DRAFT';
    const status = existing && existing.status === 'SELLER_DEACTIVATED' ? 'SELLER_DEACTIVATED' : draft && (!existing || existing.status === 'DRAFT') ? 'DRAFT' : 'PENDING';
    const product: TikTokProduct = {
      id: existing?.id ?? `17${ids(17)}`,
      title: input.title!,
      description: input.description ?? '',
      category_id: input.category_id!,
      status,
      main_images: (input.main_images ?? []).map((image) => ({ uri: String(image.uri) })),
      skus: (input.skus ?? []).map((sku) => ({
        id: sku.id ?? `17${ids(17)}`,
        seller_sku: sku.seller_sku ?? '',
        price: { amount: String(sku.price!.amount), currency },
        ...(sku.list_price ? { list_price: { amount: String(sku.list_price.amount), currency } } : {}),
        inventory: (sku.inventory ?? []).map((stock) => ({ warehouse_id: String(stock.warehouse_id), quantity: Number(stock.quantity) })),
        sales_attributes: (sku.sales_attributes ?? []).map((a) => ({ id: ids(7), name: String(a.name), value_id: valueId(String(a.name), String(a.value_name)), value_name: String(a.value_name), ...(a.sku_img ? { sku_img: { uri: String(a.sku_img.uri) } } : {}) })),
      })),
      package_weight: { value: String(input.package_weight!.value), unit: String(input.package_weight!.unit) },
      product_attributes: (input.product_attributes ?? []).map((attribute) => {
        const spec = productPropertiesOf(categoryById(input.category_id)!).find((p) => p.id === attribute.id)!;
        // A value of the seller's own gets an id of its own, as TikTok makes for custom values.
        const values = (attribute.values ?? []).map((value) => (value.id ? { id: value.id, name: attributeValueName(spec, value.id)! } : { id: ids(7), name: String(value.name).trim() }));
        return { id: spec.id, name: spec.name, values };
      }),
      create_time: existing?.create_time ?? now,
      update_time: now,
      reviewedAt: Number.POSITIVE_INFINITY,
      audit_failed_reasons: [],
    };
    products.set(product.id, product);
    if (status === 'PENDING') startReview(product);
    return product;
  }

  const found = (id: string) => {
    const product = products.get(id);
    if (!product) refuse(12052700, 'The product does not exist.');
    return product!;
  };
  const saved = (product: TikTokProduct) => ({ product_id: product.id, skus: product.skus.map((s) => ({ id: s.id, seller_sku: s.seller_sku, sales_attributes: s.sales_attributes.map((a) => ({ id: a.id, value_id: a.value_id })) })), warnings: [] });

  /** activate / deactivate / delete: products that cannot change are reported in `errors`, the rest change. */
  function each(productIds: unknown, change: (product: TikTokProduct) => string | null) {
    if (!Array.isArray(productIds) || productIds.length === 0) refuse(36009004, 'product_ids is required.');
    const errors: { code: number; message: string; detail: { product_id: string } }[] = [];
    for (const id of productIds as string[]) {
      const product = products.get(String(id));
      const problem = !product || product.status === 'DELETED' ? 'The product does not exist or has been deleted.' : change(product);
      if (problem) errors.push({ code: 12052700, message: problem, detail: { product_id: String(id) } });
      else product!.update_time = Math.floor(Date.now() / 1000);
    }
    return { errors };
  }

  return {
    currency,
    warehouses: () => [warehouse],
    create: (input: ProductInput) => saved(save(input, undefined)),
    edit(id: string, input: ProductInput) {
      const existing = found(id);
      if (existing.status === 'DELETED') refuse(12052700, 'The product does not exist or has been deleted.');
      return saved(save(input, existing));
    },
    detail(id: string) {
      const product = found(id);
      const { reviewedAt: _, ...shown } = product;
      return { ...shown, status: statusOf(product), main_images: product.main_images.map((image) => ({ uri: image.uri, urls: [], thumb_urls: [] })) };
    },
    activate: (productIds: unknown) =>
      each(productIds, (p) => {
        if (!['SELLER_DEACTIVATED', 'DRAFT'].includes(statusOf(p))) return statusOf(p) === 'ACTIVATE' || statusOf(p) === 'PENDING' ? null : `A product in status ${p.status} cannot be activated.`;
        p.status = p.status === 'DRAFT' ? 'PENDING' : 'ACTIVATE';
        if (p.status === 'PENDING') startReview(p);
        return null;
      }),
    deactivate: (productIds: unknown) =>
      each(productIds, (p) => {
        if (!['ACTIVATE', 'PENDING', 'SELLER_DEACTIVATED'].includes(statusOf(p))) return `A product in status ${p.status} cannot be deactivated.`;
        p.status = 'SELLER_DEACTIVATED';
        return null;
      }),
    remove: (productIds: unknown) =>
      each(productIds, (p) => {
        p.status = 'DELETED';
        return null;
      }),
    inventory(id: string, body: { skus?: { id?: string; inventory?: { warehouse_id?: string; quantity?: number }[] }[] }) {
      const product = found(id);
      for (const given of body.skus ?? []) {
        const sku = product.skus.find((s) => s.id === given.id);
        if (!sku) refuse(12052010, `The SKU ${given.id ?? ''} does not belong to this product.`);
        for (const stock of given.inventory ?? []) {
          if (stock.warehouse_id !== warehouse.id) refuse(12052015, 'The warehouse_id is not a warehouse of the shop.');
          if (!Number.isInteger(stock.quantity) || stock.quantity! < 0 || stock.quantity! > 99_999) refuse(12052016, 'The quantity must be between 0 and 99999.');
          sku!.inventory = [{ warehouse_id: warehouse.id, quantity: stock.quantity! }];
        }
      }
      return {};
    },
    all: () => [...products.values()].map((p) => ({ ...p, status: statusOf(p) })),
    /** The test control: TikTok's review or moderation puts a product in `status` (with a reason). */
    setStatus(id: string, status: string, reason?: string) {
      const product = found(id);
      if (!SETTABLE_STATUSES.includes(status)) refuse(36009004, `status must be one of ${SETTABLE_STATUSES.join(', ')}.`);
      const wasReviewed = statusOf(product) === 'PENDING';
      product.status = status;
      product.reviewedAt = status === 'PENDING' ? Number.POSITIVE_INFINITY : product.reviewedAt;
      product.audit_failed_reasons = reason ? [{ position: 'product', reasons: [reason], suggestions: [] }] : [];
      // Held in review: nothing to tell yet. Otherwise TikTok pushes the outcome.
      if (status === 'PENDING') return;
      const event: ProductStatusEvent = status === 'FAILED' ? 'PRODUCT_AUDIT_FAILURE' : wasReviewed && status === 'ACTIVATE' ? 'PRODUCT_FIRST_PASS_REVIEW' : 'PRODUCT_STATUS_CHANGED';
      options.onStatusChange?.(product.id, event, reason ?? '');
    },
    /** Live (ACTIVATE) products as the storefront shows them. */
    storefront(imageUrl: (uri: string) => string): StorefrontProduct[] {
      return [...products.values()]
        .filter((p) => statusOf(p) === 'ACTIVATE')
        .map((p) => {
          const value = (sku: TikTokSku, name: string) => sku.sales_attributes.find((a) => a.name === name)?.value_name ?? '';
          const prices = p.skus.map((s) => Number(s.price.amount));
          const colourImages = p.skus.map((s) => s.sales_attributes[0]?.sku_img?.uri).filter((uri): uri is string => Boolean(uri));
          return {
            id: p.id,
            title: p.title,
            currency,
            price: p.skus[prices.indexOf(Math.min(...prices))]?.price.amount ?? '',
            images: [...new Set([...p.main_images.map((i) => i.uri), ...colourImages])].map(imageUrl),
            variants: p.skus.map((s) => ({ sku: s.seller_sku, size: value(s, 'Size'), colour: value(s, 'Color'), price: s.price.amount, compareAt: s.list_price?.amount ?? null })),
          };
        });
    },
  };
}
export type ShopCatalogue = ReturnType<typeof shopCatalogue>;

/** An uploaded picture's uri, as TikTok names them (tos-…/…). */
export const newImageUri = () => `tos-maliva-i-o3syd03w52-us/${randomBytes(16).toString('hex')}`;

/** The parts of a multipart/form-data body: text fields and files. */
export function parseMultipart(body: Buffer, contentType: string): Map<string, { value: Buffer; filename?: string; contentType?: string }> {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  const parts = new Map<string, { value: Buffer; filename?: string; contentType?: string }>();
  if (!boundary) return parts;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd >= 0) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      if (name) parts.set(name, { value: part.subarray(headerEnd + 4), filename: /filename="([^"]*)"/i.exec(headers)?.[1], contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] });
    }
    start = next;
  }
  return parts;
}

export const isUseCase = (value: string) => USE_CASES.includes(value);
