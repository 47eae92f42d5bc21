import multipart from '@fastify/multipart';
import {
  kkOrderIdParam,
  MAX_REFUND_PHOTO_BYTES,
  MAX_REFUND_PHOTOS,
  refundApplicationFields,
  refundDetail,
  refundForm,
  refundIdParam,
  refundOrderParam,
  refundPage,
  refundQuoteAnswer,
  refundQuoteRequest,
  refundRecord,
  refundRequest,
  returnsListRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { badRequest } from '../../../platform/errors.ts';
import { answers } from '../../../platform/schemas.ts';
import type { MediaStore } from '../../catalogue/media/media-store.ts';
import { storeRefundPhotos } from './refund-photos.ts';
import type { RefundsService } from './refunds.service.ts';

const tags = ['refunds'];
const submitted = z.object({ id: z.number().int(), refundNo: z.string(), amount: z.number().int() });

/** With attachFieldsToBody 'keyValues', text fields arrive as strings and files as Buffers. */
const photo = z.custom<Buffer>((value) => Buffer.isBuffer(value), 'errors.onlyPictures').meta({ type: 'string', format: 'binary' });
const applicationForm = refundApplicationFields.extend({ photos: z.union([photo, z.array(photo)], { error: 'errors.onlyPictures' }).optional() });

/** Refund applications and after-sales orders of the signed-in seller (spec 7, Returns). */
export const refundsRoutes =
  (refunds: RefundsService, store: MediaStore): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only for these routes; one file more than allowed gets our own message, not the parser's.
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_REFUND_PHOTO_BYTES, files: MAX_REFUND_PHOTOS + 1, fields: 8, fieldSize: 16 * 1024, parts: MAX_REFUND_PHOTOS + 9 },
      throwFileSizeLimit: false,
      async onFile(part) {
        await part.toBuffer();
        if (part.file.truncated) throw badRequest('errors.imageTooLarge');
      },
    });

    app.put(
      '/api/orders/orders/:kkOrderId/refund',
      {
        schema: {
          tags,
          summary: 'Apply for a refund (multipart: kkOrderId, reason, remarks, amount in cents, items as JSON [{kkItemId, quantity}], up to 5 photos)',
          consumes: ['multipart/form-data'],
          params: kkOrderIdParam,
          body: applicationForm,
          response: answers(submitted),
        },
      },
      async (request) => {
        const userId = userIdOf(request);
        const { photos, kkOrderId, ...fields } = request.body;
        if (kkOrderId !== request.params.kkOrderId) throw badRequest('validation.invalidValue');
        const urls = await storeRefundPhotos(store, photos === undefined ? [] : Array.isArray(photos) ? photos : [photos]);
        return ok(request, await refunds.apply(userId, kkOrderId, { ...fields, remarks: fields.remarks ?? '', amount: fields.amount ?? null, items: fields.items ?? [] }, urls), 'refunds.submitted');
      },
    );

    app.post(
      '/api/orders/returns/:id',
      { schema: { tags, summary: 'Create an after-sales order for an order (JSON; the same application as the refund form, without photos)', params: refundOrderParam, body: refundRequest, response: answers(submitted) } },
      async (request) => ok(request, await refunds.apply(userIdOf(request), request.params.id, request.body, []), 'refunds.submitted'),
    );

    app.get(
      '/api/orders/refundForm/:id',
      { schema: { tags, summary: "What the refund form needs: the order's lines with refundable pieces, the refundable amount, the reasons", params: refundOrderParam, response: answers(refundForm) } },
      async (request) => ok(request, await refunds.form(userIdOf(request), request.params.id, request.locale)),
    );

    app.post(
      '/api/orders/refund/amount/:id',
      { schema: { tags, summary: 'The refund amount the server computes for the chosen pieces (none: everything refundable)', params: refundOrderParam, body: refundQuoteRequest, response: answers(refundQuoteAnswer) } },
      async (request) => ok(request, await refunds.quote(userIdOf(request), request.params.id, request.body.items)),
    );

    app.post(
      '/api/orders/returns',
      { schema: { tags, summary: "The seller's after-sales orders, newest first; filter by review status or order id", body: returnsListRequest, response: answers(refundPage) } },
      async (request) => ok(request, await refunds.list(userIdOf(request), request.body)),
    );

    app.get(
      '/api/orders/returns/:id',
      { schema: { tags, summary: 'One after-sales order with its lines, photos and records', params: refundIdParam, response: answers(refundDetail) } },
      async (request) => ok(request, await refunds.detail(userIdOf(request), request.params.id)),
    );

    app.get(
      '/api/orders/refund/:id',
      { schema: { tags, summary: "Refund records of an order (application, approval or rejection, success or failure), oldest first", params: refundOrderParam, response: answers(z.array(refundRecord)) } },
      async (request) => ok(request, await refunds.records(userIdOf(request), request.params.id)),
    );
  };
