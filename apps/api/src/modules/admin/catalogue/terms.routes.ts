import { adminIdPath, adminTerm, adminTermListRequest, adminTermPage, updateTermRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { TermsService } from './terms.service.ts';

const tags = ['back office: catalogue'];

/** The catalogue's vocabularies and their translations (catalogue role). */
export const termsRoutes =
  (service: TermsService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/catalogue/terms',
      { schema: { tags, summary: 'Vocabulary terms (colours, fabrics, ...) with their translations, by kind and text', querystring: adminTermListRequest, response: answers(adminTermPage) } },
      async (request) => {
        await access.catalogue(request);
        return ok(request, await service.list(request.query));
      },
    );
    app.put(
      '/api/admin/catalogue/terms/:id',
      { schema: { tags, summary: "Replace a term's translations; a locale left empty shows the English term", params: adminIdPath, body: updateTermRequest, response: answers(adminTerm) } },
      async (request) => {
        const actor = await access.catalogue(request);
        return ok(request, await service.update(actor.id, request.params.id, request.body.names), 'success.saved');
      },
    );
  };
