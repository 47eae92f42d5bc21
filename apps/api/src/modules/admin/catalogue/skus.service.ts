import { ADMIN_MAX_CENTS, STOCK_WAREHOUSE_CODES, changedPrice, type CreateSkuInput, type PriceChange, type UpdateSkuInput } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../../platform/errors.ts';
import { announceTakedown } from '../../notifications/station/takedown/takedown.job.ts';
import { audit } from './audit.ts';
import { productsChanged } from './catalogue-refresh.ts';
import { invalidField, uniqueFields } from './field-errors.ts';
import { skuCodeFor } from './product-identifiers.ts';
import { productsRepository } from './products.repository.ts';
import type { ProductsService } from './products.service.ts';

const SKU_UNIQUE = { skus_code_key: 'colour' };

/**
 * A product's variants: SKUs by colour and size, their stock per warehouse and their prices.
 * Each call answers the product's fresh detail, recomputed (price, stock, rank) in the same
 * transaction as the change.
 */
export function skusService(app: FastifyInstance, products: ProductsService) {
  const db = app.database.db;

  return {
    async create(actorId: number, productId: number, input: CreateSkuInput) {
      await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        const product = await repo.byId(productId);
        if (!product) throw notFound();
        if (await repo.skuByVariant(productId, input.colour, input.size)) throw conflict('errors.alreadyUsed', 'size');
        const skuCode = skuCodeFor(product.itemNo, input.colour, input.size);
        const skuId = await uniqueFields(SKU_UNIQUE, () =>
          repo.insertSku({
            skuCode,
            productId,
            colour: input.colour,
            colourHex: input.colourHex ?? null,
            size: input.size,
            priceCents: input.priceCents,
            originalPriceCents: input.originalPriceCents,
            weightGrams: input.weightGrams,
            status: input.status ?? 1,
            imageUrl: input.imageUrl ?? null,
          }),
        );
        // Every warehouse gets a row, so the stock grid shows all five from the start.
        await repo.setStock(STOCK_WAREHOUSE_CODES.map((warehouseCode) => ({ skuId, warehouseCode, stock: input.stock?.[warehouseCode] ?? 0 })));
        await repo.touch([productId]);
        await productsChanged(tx, app.jobs, [productId]);
        await audit(tx, actorId, 'sku.create', skuCode, { productId, ...input });
      });
      return products.detail(productId);
    },

    async update(actorId: number, skuId: number, input: UpdateSkuInput) {
      const productId = await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        const sku = await repo.skuById(skuId);
        if (!sku) throw notFound();
        const colour = input.colour ?? sku.colour;
        const size = input.size ?? sku.size;
        if ((input.colour !== undefined || input.size !== undefined) && (await repo.skuByVariant(sku.productId, colour, size, skuId))) {
          throw conflict('errors.alreadyUsed', 'size');
        }
        await repo.updateSku(skuId, input);
        // Taken off sale: its buyers get a sold-out notice (decision 0015).
        if (sku.status === 1 && input.status !== undefined && input.status !== 1) await announceTakedown(app.jobs, tx, { productId: sku.productId, skuId });
        await repo.touch([sku.productId]);
        await productsChanged(tx, app.jobs, [sku.productId]);
        await audit(tx, actorId, 'sku.update', sku.skuCode, input);
        return sku.productId;
      });
      return products.detail(productId);
    },

    /** Absolute stock per SKU and warehouse; every SKU named must belong to the product. */
    async setStock(actorId: number, productId: number, items: { skuId: number; warehouseCode: string; stock: number }[]) {
      await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        if (!(await repo.byId(productId))) throw notFound();
        const own = new Set((await repo.skus(productId)).map((s) => s.id));
        const foreign = items.findIndex((item) => !own.has(item.skuId));
        if (foreign !== -1) throw invalidField(`items.${foreign}.skuId`);
        // One value per SKU and warehouse (the last one given), as a single upsert needs.
        const unique = new Map(items.map((item) => [`${item.skuId}/${item.warehouseCode}`, item]));
        await repo.setStock([...unique.values()]);
        await repo.touch([productId]);
        await productsChanged(tx, app.jobs, [productId]);
        await audit(tx, actorId, 'stock.set', productId, items.map((i) => `${i.skuId}/${i.warehouseCode}=${i.stock}`).join(' '));
      });
      return products.detail(productId);
    },

    /** Percent or fixed change of the product's SKU prices; refused as a whole if any would go below 0. */
    async changePrices(actorId: number, productId: number, change: PriceChange) {
      await db.transaction(async (tx) => {
        const repo = productsRepository(tx);
        if (!(await repo.byId(productId))) throw notFound();
        const all = await repo.skus(productId);
        if (change.skuIds?.some((id) => !all.some((s) => s.id === id))) throw invalidField('skuIds');
        const chosen = change.skuIds ? all.filter((s) => change.skuIds!.includes(s.id)) : all;
        const rows = chosen.map((sku) => ({
          id: sku.id,
          priceCents: change.target === 'originalPrice' ? sku.priceCents : changedPrice(sku.priceCents, change),
          originalPriceCents: change.target === 'price' ? sku.originalPriceCents : changedPrice(sku.originalPriceCents, change),
        }));
        if (rows.some((r) => r.priceCents < 0 || r.originalPriceCents < 0)) throw invalidField('value', 'validation.priceBelowZero');
        if (rows.some((r) => r.priceCents > ADMIN_MAX_CENTS || r.originalPriceCents > ADMIN_MAX_CENTS)) throw invalidField('value');
        if (rows.length > 0) await repo.setPrices(rows);
        await repo.touch([productId]);
        await productsChanged(tx, app.jobs, [productId]);
        await audit(tx, actorId, 'price.change', productId, { ...change, skus: rows.length });
      });
      return products.detail(productId);
    },
  };
}
export type SkusService = ReturnType<typeof skusService>;
