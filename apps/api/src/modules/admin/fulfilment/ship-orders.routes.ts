import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { CatalogueAccess } from '../catalogue/access.ts';
import { adminParcel, inTransitQuery, parcelCodePath, parcelPage, shipParcelRequest, shipQueuePage, shipQueueQuery, shipResult } from './schemas.ts';
import type { ShipOrdersService } from './ship-orders.service.ts';

const tags = ['back office: fulfilment'];
const base = '/api/admin/fulfilment';

/** Orders to ship and parcels; the 'fulfilment' role (administrators too). Changes are audit-logged. */
export const shipOrdersRoutes =
  (service: ShipOrdersService, access: CatalogueAccess): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${base}/orders`,
      { schema: { tags, summary: 'Orders waiting to ship (waitingShip, partialShipped, partialRefund with unshipped pieces), oldest paid first, with what remains per line', querystring: shipQueueQuery, response: answers(shipQueuePage) } },
      async (request) => {
        await access.shipping(request);
        return ok(request, await service.waiting(request.query));
      },
    );

    app.get(
      `${base}/parcels`,
      { schema: { tags, summary: 'Parcels shipped and not delivered yet, oldest first (search: parcel code or tracking number)', querystring: inTransitQuery, response: answers(parcelPage) } },
      async (request) => {
        await access.shipping(request);
        return ok(request, await service.inTransit(request.query));
      },
    );

    app.post(
      `${base}/parcels`,
      { schema: { tags, summary: 'Ships a parcel of chosen lines and quantities (never more than remains); registers its tracking', body: shipParcelRequest, response: answers(shipResult) } },
      async (request) => {
        const operator = await access.shipping(request);
        const { lines, ...rest } = request.body;
        const result = await service.ship(operator.id, { ...rest, lines: lines.map((line) => ({ orderItemId: line.kkItemId, quantity: line.quantity })) });
        return ok(request, result, 'fulfilment.shipped');
      },
    );

    app.post(
      `${base}/parcels/:parcelCode/delivered`,
      { schema: { tags, summary: 'Marks a parcel in transit delivered by hand', params: parcelCodePath, response: answers(adminParcel) } },
      async (request) => {
        const operator = await access.shipping(request);
        return ok(request, await service.markDelivered(operator.id, request.params.parcelCode), 'fulfilment.delivered');
      },
    );
  };
