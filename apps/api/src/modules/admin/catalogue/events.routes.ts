import {
  adminEvent,
  adminEventPage,
  adminIdPath,
  adminProductInListPath,
  createEventRequest,
  eventListRequest,
  eventProduct,
  eventProductsRequest,
  updateEventRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from './access.ts';
import type { EventsService } from './events.service.ts';

const tags = ['back office: merchandising'];
const productList = answers(z.array(eventProduct));

/** Flash sales, discount events and festival collections, and the products in each (catalogue role). */
export const eventsRoutes =
  (service: EventsService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/admin/catalogue/events', { schema: { tags, summary: 'Events by type (1 flash sale, 2 discount event, 3 festival collection), latest end first', querystring: eventListRequest, response: answers(adminEventPage) } }, async (request) => {
      await access.catalogue(request);
      const { type, pageNumber, pageSize } = request.query;
      return ok(request, await service.list(type, pageNumber, pageSize));
    });
    app.post('/api/admin/catalogue/events', { schema: { tags, summary: 'Create an event (end after start)', body: createEventRequest, response: answers(adminEvent) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.create(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/catalogue/events/:id', { schema: { tags, summary: 'Change an event (the type stays)', params: adminIdPath, body: updateEventRequest, response: answers(adminEvent) } }, async (request) => {
      const actor = await access.catalogue(request);
      return ok(request, await service.update(actor.id, request.params.id, request.body), 'success.saved');
    });
    app.get('/api/admin/catalogue/events/:id/products', { schema: { tags, summary: "The event's products with their discount and flash-sale stock", params: adminIdPath, response: productList } }, async (request) => {
      await access.catalogue(request);
      return ok(request, await service.products(request.params.id));
    });
    app.put(
      '/api/admin/catalogue/events/:id/products',
      { schema: { tags, summary: 'Add products to an event or change their discount (1-99 %) and flash-sale stock', params: adminIdPath, body: eventProductsRequest, response: productList } },
      async (request) => {
        const actor = await access.catalogue(request);
        await service.setProducts(actor.id, request.params.id, request.body.items);
        return ok(request, await service.products(request.params.id), 'success.saved');
      },
    );
    app.delete('/api/admin/catalogue/events/:id/products/:productId', { schema: { tags, summary: 'Take a product out of an event', params: adminProductInListPath, response: productList } }, async (request) => {
      const actor = await access.catalogue(request);
      await service.removeProduct(actor.id, request.params.id, request.params.productId);
      return ok(request, await service.products(request.params.id), 'success.deleted');
    });
  };
