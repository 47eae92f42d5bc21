import { WAREHOUSES, warehouseCountryOf, warehouseInfo, warehouseStock, warehouseStockQuery, type LocaleCode, type WarehouseCountry } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { notFound } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import { countryName } from '../../system/country-names.ts';
import type { CategoriesRepository } from '../categories/categories.repository.ts';

const tags = ['catalogue'];
const ENGLISH_NAMES: Record<WarehouseCountry, string> = { CN: 'China', US: 'United States', GB: 'United Kingdom', DE: 'Germany' };

/** Our five warehouses (spec 9) with their country in the caller's language. */
function warehouses(locale: LocaleCode) {
  return WAREHOUSES.map((w) => {
    const countryCode = warehouseCountryOf(w.code)!;
    return { warehouseCode: w.code, countryCode, countryName: countryName(locale, countryCode, ENGLISH_NAMES[countryCode]), domesticOnly: w.domesticOnly };
  });
}

export const warehousesRoutes =
  (repo: CategoriesRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/product/open/warehouse/list', { schema: { tags, summary: 'The warehouses (CN_S, CN_N, US, GB, DE) with their country', response: answers(z.array(warehouseInfo)) } }, async (request) =>
      ok(request, warehouses(request.locale)),
    );
    app.get(
      '/api/product/warehouseStock/wareHouse',
      { schema: { tags, summary: "Stock per warehouse of a product's on-sale SKUs, or of one SKU (skuCode)", querystring: warehouseStockQuery, response: answers(z.array(warehouseStock)) } },
      async (request) => {
        const stock = await repo.stockByWarehouse(request.query.kkProductId, request.query.skuCode);
        if (!stock) throw notFound('errors.productNotAvailable');
        return ok(request, warehouses(request.locale).map((w) => ({ ...w, stock: stock.get(w.warehouseCode) ?? 0 })));
      },
    );
  };
