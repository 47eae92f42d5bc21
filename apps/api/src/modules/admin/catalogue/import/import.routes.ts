import multipart from '@fastify/multipart';
import { MAX_IMPORT_BYTES, importReport } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../platform/envelope.ts';
import { answers } from '../../../../platform/schemas.ts';
import type { CatalogueAccess } from '../access.ts';
import { csvTooLarge } from './csv-rows.ts';
import { productCsvTemplate } from './csv-template.ts';
import { importRepository } from './import.repository.ts';
import type { ImportService } from './import.service.ts';

const tags = ['back office: catalogue'];

/** With attachFieldsToBody 'keyValues' the uploaded file arrives as a Buffer. */
const importBody = z.object({
  file: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'errors.csvInvalid').meta({ type: 'string', format: 'binary' }),
});

/**
 * CSV import of products (catalogue role): multipart/form-data with the file in field `file`, at
 * most MAX_IMPORT_BYTES. Multipart parsing is registered in this scope only.
 */
export const importRoutes =
  (service: ImportService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
      async onFile(part) {
        try {
          await part.toBuffer();
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw csvTooLarge();
          throw error;
        }
      },
    });

    app.post(
      '/api/admin/catalogue/products/import',
      {
        schema: {
          tags,
          summary: 'Import products from a CSV file (one row per SKU); answers a row-by-row report',
          consumes: ['multipart/form-data'],
          body: importBody,
          response: answers(importReport),
        },
      },
      async (request) => {
        const actor = await access.catalogue(request);
        return ok(request, await service.importProducts(actor.id, request.body.file, request.locale));
      },
    );

    app.get('/api/admin/catalogue/products/import-template', { schema: { tags, summary: 'The CSV template (text/csv), with example rows in an existing category', produces: ['text/csv'] } }, async (request, reply) => {
      await access.catalogue(request);
      const categoryUrl = await importRepository(app.database.db).exampleCategoryUrl();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="threadway-products-template.csv"')
        .send(productCsvTemplate(categoryUrl ?? 'your-category-url'));
    });
  };
