import { address, addressIdParam, addressListQuery, addressRequest } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers, noData } from '../../../platform/schemas.ts';
import type { AddressesService } from './addresses.service.ts';

const tags = ['addresses'];

/** Spec 7 addresses: the signed-in seller's address book. */
export const addressesRoutes =
  (book: AddressesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/store/addressList',
      { schema: { tags, summary: "The seller's addresses of a kind (shipping unless kind=bill), default first, then newest", querystring: addressListQuery, response: answers(z.array(address)) } },
      async (request) => ok(request, await book.list(userIdOf(request), request.query.kind, request.locale)),
    );
    app.post(
      '/api/store/address',
      { schema: { tags, summary: 'Adds an address, or edits the one named by id', body: addressRequest, response: answers(address) } },
      async (request) => ok(request, await book.save(userIdOf(request), request.body, request.locale), 'addresses.changed'),
    );
    app.delete('/api/store/address/:id', { schema: { tags, summary: 'Deletes an address (a deleted default hands over to the newest one)', params: addressIdParam, response: noData } }, async (request) => {
      await book.remove(userIdOf(request), request.params.id);
      return ok(request, null, 'addresses.deleted');
    });
    app.put(
      '/api/store/defaultAddress/:id',
      { schema: { tags, summary: 'Makes an address the default of its kind', params: addressIdParam, response: answers(address) } },
      async (request) => ok(request, await book.setDefault(userIdOf(request), request.params.id, request.locale), 'addresses.changed'),
    );
  };
