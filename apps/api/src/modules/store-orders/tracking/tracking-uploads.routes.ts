import { orderTrackingUpload, trackingUploadPath } from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../../platform/auth.ts';
import { ok } from '../../../platform/envelope.ts';
import { answers } from '../../../platform/schemas.ts';
import type { trackingUploadsService } from './tracking-uploads.service.ts';

/** The seller's Retry of a tracking push that failed (decision 0028); the uploads themselves show on the order detail. */
export const trackingUploadsRoutes =
  (service: ReturnType<typeof trackingUploadsService>): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/orders/:kkOrderId/tracking-uploads/:uploadId/retry',
      {
        schema: {
          tags: ['orders: logistics'],
          summary: "Retries a failed tracking upload to the seller's store (or a refused withdrawal); answers the order's uploads. 409 when it has not failed",
          params: trackingUploadPath,
          response: answers(z.array(orderTrackingUpload)),
        },
      },
      async (request) => ok(request, await service.retry(userIdOf(request), request.params.kkOrderId, request.params.uploadId), 'trackingUploads.retried'),
    );
  };
