import { CATEGORY_LEVELS, type CreateProductInput, type UpdateProductInput } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../platform/database.ts';
import { notFound } from '../../../platform/errors.ts';
import { announceTakedown } from '../../notifications/station/takedown/takedown.job.ts';
import { audit } from './audit.ts';
import { productsChanged } from './catalogue-refresh.ts';
import { invalidField, uniqueFields } from './field-errors.ts';
import { imageIndexer } from './image-features.ts';
import { newItemNo, newKkProductId, seoSlugFor } from './product-identifiers.ts';
import { toProductDetail, toProductRow } from './products.presenter.ts';
import { productsRepository, type ProductFilter, type ProductsRepository } from './products.repository.ts';

export const PRODUCT_UNIQUE = { products_item_no_key: 'itemNo', products_seo_slug_key: 'itemNo', products_kk_product_id_key: 'itemNo' };

/** Products hang on third-level categories (spec 3). */
export async function checkProductCategory(repo: ProductsRepository, categoryId: number) {
  const category = await repo.category(categoryId);
  if (!category) throw invalidField('categoryId');
  if (category.level !== CATEGORY_LEVELS) throw invalidField('categoryId', 'validation.categoryLevel');
}

/**
 * Replaces a product's pictures with the given list, keeping the rows (and their computed
 * visual-search features) of addresses that stay. True when a new address was added.
 */
async function replaceImages(repo: ProductsRepository, productId: number, images: { url: string; colour?: string | null }[]): Promise<boolean> {
  const existing = await repo.images(productId);
  const unused = [...existing];
  const added: { productId: number; url: string; colour: string | null; sort: number }[] = [];
  for (const [sort, image] of images.entries()) {
    const colour = image.colour || null;
    const index = unused.findIndex((row) => row.url === image.url);
    if (index === -1) added.push({ productId, url: image.url, colour, sort });
    else await repo.updateImage(unused.splice(index, 1)[0]!.id, { colour, sort });
  }
  await repo.deleteImages(unused.map((row) => row.id));
  await repo.insertImages(added);
  return added.length > 0;
}

/** Products in the back office: a paged search, the full detail, creation and changes. */
export function productsService(app: FastifyInstance) {
  const db = app.database.db;
  const indexImages = imageIndexer(app);

  async function detail(executor: Executor, id: number) {
    const repo = productsRepository(executor);
    const [row, product, images, skuRows, stock] = await Promise.all([repo.listRow(id), repo.byId(id), repo.images(id), repo.skus(id), repo.stockOf(id)]);
    if (!row || !product) throw notFound();
    return toProductDetail(row, product, images, skuRows, stock);
  }

  return {
    async list(filter: ProductFilter, pageNumber: number, pageSize: number) {
      const { rows, total } = await productsRepository(db).page(filter, pageNumber, pageSize);
      return { list: rows.map(toProductRow), total, pageNumber, pageSize };
    },

    detail: (id: number) => detail(db, id),

    async create(actorId: number, input: CreateProductInput) {
      const id = await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        await checkProductCategory(repo, input.categoryId);
        const itemNo = input.itemNo ?? newItemNo();
        const productId = await uniqueFields(PRODUCT_UNIQUE, () =>
          repo.insert({
            kkProductId: newKkProductId(),
            itemNo,
            seoSlug: seoSlugFor(input.name, itemNo),
            categoryId: input.categoryId,
            name: input.name,
            description: input.description ?? '',
            productType: input.productType ?? 1,
            status: input.status ?? 1,
            attributes: input.attributes ?? {},
            fabric: input.fabric || null,
            minOrderQuantity: input.minOrderQuantity ?? null,
            weightGrams: input.weightGrams,
            packingSize: input.packingSize || null,
            processingTime: input.processingTime ?? '1~3',
            // No SKU yet: the summary refresh keeps these until one is added.
            priceCents: 0,
            originalPriceCents: 0,
          }),
        );
        await replaceImages(repo, productId, input.images ?? []);
        await productsChanged(tx, app.jobs, [productId]);
        await audit(tx, actorId, 'product.create', productId, { itemNo, name: input.name });
        return productId;
      });
      if (input.images?.length) await indexImages();
      return detail(db, id);
    },

    async update(actorId: number, id: number, input: UpdateProductInput) {
      const { images, ...fields } = input;
      const imagesAdded = await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        const current = await repo.byId(id);
        if (!current) throw notFound();
        if (fields.categoryId !== undefined) await checkProductCategory(repo, fields.categoryId);
        // Taken off sale: its buyers get a sold-out notice (decision 0015).
        if (current.status === 1 && fields.status !== undefined && fields.status !== 1) await announceTakedown(app.jobs, tx, { productId: id, skuId: null });
        await repo.update(id, { ...fields, fabric: fields.fabric === '' ? null : fields.fabric, packingSize: fields.packingSize === '' ? null : fields.packingSize });
        const added = images ? await replaceImages(repo, id, images) : false;
        await productsChanged(tx, app.jobs, [id]);
        await audit(tx, actorId, 'product.update', id, input);
        return added;
      });
      if (imagesAdded) await indexImages();
      return detail(db, id);
    },
  };
}
export type ProductsService = ReturnType<typeof productsService>;
