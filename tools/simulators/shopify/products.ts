import { randomInt } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { StorefrontProduct } from '../shared/storefront.ts';

/**
 * One shop's products as Shopify's Admin GraphQL mutations keep them (2026-07): productSet (synchronous;
 * list fields — options, variants, files, collections — replaced by what the input gives; upsert by id or
 * handle), productUpdate, productDelete, inventorySetQuantities (idempotency key required, changeFromQuantity
 * stated), nodes(ids:) and locations. userErrors carry Shopify's fields, codes and messages. Pictures are
 * downloaded from `originalSource` after the mutation answers, as Shopify's media processing does; a picture
 * that cannot be downloaded ends FAILED and is not shown.
 */

type Status = 'ACTIVE' | 'DRAFT' | 'ARCHIVED' | 'UNLISTED';
interface UserError {
  field: string[] | null;
  message: string;
  code?: string;
}
export interface SimFile {
  id: string;
  originalSource: string;
  alt: string;
  status: 'PROCESSING' | 'READY' | 'FAILED';
  bytes?: Buffer;
  contentType?: string;
}
export interface SimVariant {
  id: string;
  sku: string;
  position: number;
  price: string;
  compareAtPrice: string | null;
  selectedOptions: { name: string; value: string }[];
  inventoryItemId: string;
  available: number;
  weight: { unit: string; value: number } | null;
  fileSource?: string;
}
export interface SimProduct {
  id: string;
  handle: string;
  title: string;
  descriptionHtml: string;
  productType: string;
  tags: string[];
  status: Status;
  collections: string[];
  options: { id: string; name: string; position: number; values: string[] }[];
  files: SimFile[];
  variants: SimVariant[];
  updatedAt: string;
}

interface OptionValueInput {
  optionName?: string;
  name?: string;
}
interface FileInput {
  originalSource?: string;
  alt?: string;
  contentType?: string;
}
interface VariantInput {
  id?: string;
  sku?: string;
  position?: number;
  price?: string;
  compareAtPrice?: string | null;
  optionValues: OptionValueInput[];
  inventoryQuantities?: { locationId: string; name: string; quantity: number }[];
  inventoryItem?: { measurement?: { weight?: { unit: string; value: number } } };
  file?: FileInput;
}
export interface ProductSetInput {
  id?: string;
  handle?: string;
  title?: string;
  descriptionHtml?: string;
  productType?: string;
  tags?: string[];
  status?: Status;
  collections?: string[];
  productOptions?: { name?: string; position?: number; values?: { name?: string }[] }[];
  files?: FileInput[];
  variants?: VariantInput[];
}

const MAX_VARIANTS = 2048;
const MAX_OPTIONS = 3;
const PARALLEL_DOWNLOADS = 4;
const numericId = () => String(randomInt(1e11, 9e11));
const gid = (type: string) => `gid://shopify/${type}/${numericId()}`;
const GID = /^gid:\/\/shopify\/(\w+)\/\d+$/;
const MONEY = /^\d+(\.\d{1,4})?$/;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

export interface CatalogueHooks {
  /** The simulator's test switch: a validation message to fail this product with, or null. */
  rejection(title: string): string | null;
  /** Known collection ids of the shop. */
  collectionIds(): string[];
  /** The shop's domain, for product URLs. */
  domain: string;
}

export function shopifyCatalogue(hooks: CatalogueHooks) {
  const products = new Map<string, SimProduct>();
  const location = { id: gid('Location'), name: 'Shop location', isPrimary: true, isActive: true };
  const idempotency = new Map<string, unknown>();

  // Shopify processes media in the background, a few at a time; so does the simulator (a batch of listings
  // must not turn into thousands of simultaneous downloads from the seller's picture host).
  const waiting: SimFile[] = [];
  let downloading = 0;
  function download(file: SimFile) {
    waiting.push(file);
    pump();
  }
  function pump() {
    while (downloading < PARALLEL_DOWNLOADS && waiting.length > 0) {
      const file = waiting.shift()!;
      downloading += 1;
      fetch(file.originalSource, { signal: AbortSignal.timeout(10_000) })
        .then(async (response) => {
          const contentType = response.headers.get('content-type') ?? '';
          if (!response.ok || !contentType.startsWith('image/')) throw new Error('not an image');
          file.bytes = Buffer.from(await response.arrayBuffer());
          file.contentType = contentType;
          file.status = 'READY';
        })
        .catch(() => {
          file.status = 'FAILED';
        })
        .finally(() => {
          downloading -= 1;
          pump();
        });
    }
  }

  const variantView = (product: SimProduct, variant: SimVariant) => ({
    __typename: 'ProductVariant',
    id: variant.id,
    sku: variant.sku,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    position: variant.position,
    inventoryQuantity: variant.available,
    selectedOptions: variant.selectedOptions,
    title: variant.selectedOptions.map((o) => o.value).join(' / '),
    inventoryItem: { __typename: 'InventoryItem', id: variant.inventoryItemId, sku: variant.sku, tracked: true },
    product: () => productView(product),
  });

  const page = <T>(items: T[], args: { first?: number }) => {
    const nodes = items.slice(0, args.first ?? 50);
    return { nodes, edges: nodes.map((node) => ({ node, cursor: '' })), pageInfo: { hasNextPage: nodes.length < items.length, hasPreviousPage: false, endCursor: null, startCursor: null } };
  };

  function productView(product: SimProduct) {
    return {
      __typename: 'Product',
      id: product.id,
      handle: product.handle,
      title: product.title,
      descriptionHtml: product.descriptionHtml,
      productType: product.productType,
      tags: product.tags,
      status: product.status,
      totalVariants: product.variants.length,
      updatedAt: product.updatedAt,
      onlineStoreUrl: product.status === 'ACTIVE' ? `https://${hooks.domain}/products/${product.handle}` : null,
      options: product.options.map((o) => ({ __typename: 'ProductOption', id: o.id, name: o.name, position: o.position, values: o.values })),
      variants: (args: { first?: number }) => page(product.variants.map((v) => variantView(product, v)), args),
    };
  }

  /** Shopify's checks of a productSet input, in its words; [] when the input is good. */
  function check(input: ProductSetInput, existing: SimProduct | undefined): UserError[] {
    const errors: UserError[] = [];
    const title = input.title ?? existing?.title ?? '';
    if (!title.trim()) errors.push({ field: ['input', 'title'], message: "Title can't be blank", code: 'INVALID_PRODUCT' });
    const rejected = hooks.rejection(title);
    if (rejected) errors.push({ field: ['input', 'title'], message: rejected, code: 'INVALID_PRODUCT' });
    const options = input.productOptions ?? [];
    if (input.variants && !input.productOptions && !existing) errors.push({ field: ['input', 'productOptions'], message: 'Product options input is required when updating variants.', code: 'PRODUCT_OPTIONS_INPUT_MISSING' });
    if (options.length > MAX_OPTIONS) errors.push({ field: ['input', 'productOptions'], message: `Can only specify a maximum of ${MAX_OPTIONS} options`, code: 'OPTIONS_OVER_LIMIT' });
    const names = options.map((o) => o.name ?? '');
    if (new Set(names).size !== names.length) errors.push({ field: ['input', 'productOptions'], message: 'Option names must be unique.', code: 'DUPLICATED_OPTION_NAME' });
    const variants = input.variants ?? [];
    if (variants.length > MAX_VARIANTS) errors.push({ field: ['input', 'variants'], message: `You can only have a maximum of ${MAX_VARIANTS} variants per product`, code: 'VARIANTS_OVER_LIMIT' });
    for (const collection of input.collections ?? []) {
      if (!hooks.collectionIds().includes(collection)) errors.push({ field: ['input', 'collections'], message: `Collection ${collection} does not exist`, code: 'INVALID_INPUT' });
    }
    const combinations = new Set<string>();
    variants.forEach((variant, index) => {
      const field = (name: string) => ['input', 'variants', String(index), name];
      if (variant.id && !existing?.variants.some((v) => v.id === variant.id)) errors.push({ field: field('id'), message: 'Product variant does not exist', code: 'PRODUCT_VARIANT_DOES_NOT_EXIST' });
      for (const [name, amount] of [['price', variant.price], ['compareAtPrice', variant.compareAtPrice]] as const) {
        if (amount !== undefined && amount !== null && !MONEY.test(String(amount))) errors.push({ field: field(name), message: `${name === 'price' ? 'Price' : 'Compare at price'} must be greater than or equal to 0`, code: 'INVALID_VARIANT' });
      }
      for (const value of variant.optionValues) {
        const option = options.find((o) => o.name === value.optionName);
        if (!option) errors.push({ field: field('optionValues'), message: `Option does not exist: ${value.optionName ?? ''}`, code: 'OPTION_DOES_NOT_EXIST' });
        else if (!option.values?.some((v) => v.name === value.name)) errors.push({ field: field('optionValues'), message: `Option value does not exist: ${value.name ?? ''}`, code: 'OPTION_VALUE_DOES_NOT_EXIST' });
      }
      if (options.length && variant.optionValues.length !== options.length) errors.push({ field: field('optionValues'), message: 'Variant must have a value for every option', code: 'OPTION_VALUES_MISSING' });
      const combination = variant.optionValues.map((v) => v.name).join(' / ');
      if (combinations.has(combination)) errors.push({ field: field('optionValues'), message: `The variant '${combination}' already exists.`, code: 'INVALID_VARIANT' });
      combinations.add(combination);
      for (const quantity of variant.inventoryQuantities ?? []) {
        if (quantity.locationId !== location.id) errors.push({ field: field('inventoryQuantities'), message: 'Location does not exist', code: 'INVALID_INPUT' });
        if (!['available', 'on_hand'].includes(quantity.name)) errors.push({ field: field('inventoryQuantities'), message: 'The quantity name must be one of available or on_hand', code: 'INVALID_INPUT' });
      }
      if (variant.file && !(input.files ?? []).some((f) => f.originalSource === variant.file?.originalSource)) {
        errors.push({ field: field('file'), message: "The variant's file must be one of the product's files", code: 'INVALID_VARIANT' });
      }
    });
    return errors;
  }

  function apply(input: ProductSetInput, existing: SimProduct | undefined): SimProduct {
    const product: SimProduct = existing ?? {
      id: gid('Product'),
      handle: input.handle ?? slug(input.title ?? 'product'),
      title: '',
      descriptionHtml: '',
      productType: '',
      tags: [],
      status: 'ACTIVE',
      collections: [],
      options: [],
      files: [],
      variants: [],
      updatedAt: new Date().toISOString(),
    };
    if (!existing) while ([...products.values()].some((p) => p.handle === product.handle)) product.handle = `${product.handle}-1`;
    if (input.title !== undefined) product.title = input.title;
    if (input.descriptionHtml !== undefined) product.descriptionHtml = input.descriptionHtml;
    if (input.productType !== undefined) product.productType = input.productType;
    if (input.tags !== undefined) product.tags = input.tags;
    if (input.status !== undefined) product.status = input.status;
    if (input.collections !== undefined) product.collections = input.collections;
    if (input.productOptions !== undefined) {
      product.options = input.productOptions.map((o, i) => ({ id: gid('ProductOption'), name: o.name ?? '', position: o.position ?? i + 1, values: (o.values ?? []).map((v) => v.name ?? '') }));
    }
    if (input.files !== undefined) {
      product.files = input.files.map((given) => {
        const kept = product.files.find((f) => f.originalSource === given.originalSource && f.status !== 'FAILED');
        if (kept) return { ...kept, alt: given.alt ?? kept.alt };
        const file: SimFile = { id: gid('MediaImage'), originalSource: given.originalSource ?? '', alt: given.alt ?? '', status: 'PROCESSING' };
        download(file);
        return file;
      });
    }
    if (input.variants !== undefined) {
      product.variants = input.variants.map((given, index) => {
        const kept = product.variants.find((v) => v.id === given.id);
        const available = given.inventoryQuantities?.find((q) => q.name === 'available')?.quantity;
        return {
          id: kept?.id ?? gid('ProductVariant'),
          inventoryItemId: kept?.inventoryItemId ?? gid('InventoryItem'),
          sku: given.sku ?? kept?.sku ?? '',
          position: given.position ?? index + 1,
          price: given.price ?? kept?.price ?? '0.00',
          compareAtPrice: given.compareAtPrice === undefined ? (kept?.compareAtPrice ?? null) : given.compareAtPrice,
          selectedOptions: given.optionValues.map((v) => ({ name: v.optionName ?? '', value: v.name ?? '' })),
          available: available ?? kept?.available ?? 0,
          weight: given.inventoryItem?.measurement?.weight ?? kept?.weight ?? null,
          fileSource: given.file?.originalSource ?? kept?.fileSource,
        };
      });
    }
    product.updatedAt = new Date().toISOString();
    products.set(product.id, product);
    return product;
  }

  const gone = (field: string[]) => ({ field, message: 'Product does not exist', code: 'PRODUCT_DOES_NOT_EXIST' });

  const resolvers = {
    productSet({ input, identifier }: { input: ProductSetInput; identifier?: { id?: string; handle?: string } | null }) {
      const byId = input.id ?? identifier?.id;
      const existing = byId ? products.get(byId) : identifier?.handle ? [...products.values()].find((p) => p.handle === identifier.handle) : undefined;
      if (byId && !existing) return { product: null, productSetOperation: null, userErrors: [gone(['input', 'id'])] };
      const errors = check(input, existing);
      if (errors.length > 0) return { product: null, productSetOperation: null, userErrors: errors };
      return { product: productView(apply({ ...input, handle: input.handle ?? identifier?.handle }, existing)), productSetOperation: null, userErrors: [] };
    },
    productUpdate({ product: given }: { product?: ProductSetInput & { id?: string } }) {
      const product = given?.id ? products.get(given.id) : undefined;
      if (!product) return { product: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
      const rejected = given?.title !== undefined ? hooks.rejection(given.title) : null;
      if (rejected) return { product: null, userErrors: [{ field: ['title'], message: rejected }] };
      const { id: _, ...fields } = given!;
      return { product: productView(apply({ ...fields, variants: undefined, productOptions: undefined, files: undefined }, product)), userErrors: [] };
    },
    productDelete({ input }: { input: { id: string } }) {
      if (!products.delete(input.id)) return { deletedProductId: null, productDeleteOperation: null, userErrors: [{ field: ['id'], message: 'Product does not exist' }] };
      return { deletedProductId: input.id, productDeleteOperation: null, userErrors: [] };
    },
    inventorySetQuantities(args: { input: { name: string; reason: string; quantities: ({ inventoryItemId: string; locationId: string; quantity: number; changeFromQuantity?: number | null })[] } }, idempotencyKey: string | null) {
      if (idempotencyKey && idempotency.has(idempotencyKey)) return idempotency.get(idempotencyKey);
      const { input } = args;
      const errors: UserError[] = [];
      if (!['available', 'on_hand'].includes(input.name)) errors.push({ field: ['input', 'name'], message: 'The quantity name must be either available or on_hand.', code: 'INVALID_NAME' });
      const variants = [...products.values()].flatMap((p) => p.variants);
      const targets = input.quantities.map((quantity, index) => {
        const field = (name: string) => ['input', 'quantities', String(index), name];
        const variant = variants.find((v) => v.inventoryItemId === quantity.inventoryItemId);
        if (!variant) errors.push({ field: field('inventoryItemId'), message: 'The specified inventory item could not be found.', code: 'INVALID_INVENTORY_ITEM' });
        if (quantity.locationId !== location.id) errors.push({ field: field('locationId'), message: 'The specified location could not be found.', code: 'INVALID_LOCATION' });
        if (!('changeFromQuantity' in quantity)) errors.push({ field: field('changeFromQuantity'), message: 'changeFromQuantity is required: pass the expected quantity, or null to skip the check.', code: 'CHANGE_FROM_QUANTITY_STALE' });
        else if (quantity.changeFromQuantity !== null && variant && quantity.changeFromQuantity !== variant.available) errors.push({ field: field('changeFromQuantity'), message: 'The quantity has changed since it was read.', code: 'CHANGE_FROM_QUANTITY_STALE' });
        if (quantity.quantity < 0 && input.name === 'on_hand') errors.push({ field: field('quantity'), message: 'The quantity can\u2019t be negative.', code: 'INVALID_QUANTITY_NEGATIVE' });
        return { variant, quantity: quantity.quantity };
      });
      const answer = errors.length > 0 ? { inventoryAdjustmentGroup: null, userErrors: errors } : (targets.forEach(({ variant, quantity }) => void (variant!.available = quantity)), { inventoryAdjustmentGroup: { id: gid('InventoryAdjustmentGroup'), reason: input.reason }, userErrors: [] });
      if (idempotencyKey) idempotency.set(idempotencyKey, answer);
      return answer;
    },
    nodes({ ids }: { ids: string[] }) {
      return ids.map((id) => {
        const type = GID.exec(id)?.[1];
        if (!type) throw new GraphQLError(`Invalid global id '${id}'`, { extensions: { code: 'argumentLiteralsIncompatible' } });
        if (type === 'Product') {
          const product = products.get(id);
          return product ? productView(product) : null;
        }
        if (type === 'ProductVariant') {
          const product = [...products.values()].find((p) => p.variants.some((v) => v.id === id));
          return product ? variantView(product, product.variants.find((v) => v.id === id)!) : null;
        }
        if (type === 'Location' && id === location.id) return { __typename: 'Location', ...location };
        return null;
      });
    },
    locations: (args: { first?: number }) => page([{ __typename: 'Location', ...location }], args),
  };

  return {
    resolvers,
    products: () => [...products.values()],
    file: (id: string) => [...products.values()].flatMap((p) => p.files).find((f) => f.id === id),
    /** Published (ACTIVE) products as the storefront shows them; picture URLs by `fileUrl`. */
    storefront(currency: string, fileUrl: (file: SimFile) => string): StorefrontProduct[] {
      return [...products.values()]
        .filter((p) => p.status === 'ACTIVE')
        .map((p) => {
          const option = (v: SimVariant, name: string) => v.selectedOptions.find((o) => o.name === name)?.value ?? '';
          const prices = p.variants.map((v) => Number(v.price));
          return {
            id: p.id,
            title: p.title,
            currency,
            price: prices.length ? p.variants[prices.indexOf(Math.min(...prices))]!.price : '',
            images: p.files.filter((f) => f.status === 'READY').map(fileUrl),
            variants: p.variants.map((v) => ({ sku: v.sku, size: option(v, 'Size'), colour: option(v, 'Color'), price: v.price, compareAt: v.compareAtPrice })),
          };
        });
    },
  };
}
export type ShopifyCatalogue = ReturnType<typeof shopifyCatalogue>;
