import type { FastifyInstance } from 'fastify';
import { signedWebhookRoute } from '../../payments/signed-webhook.ts';
import { seventeenTrack } from './carrier/seventeen-track.ts';
import { fulfilmentRoutes } from './fulfilment.routes.ts';
import { sellerFulfilmentService } from './seller-fulfilment.service.ts';
import { trackInfoService } from './track-info.service.ts';
import { parcelTracking } from './tracking.jobs.ts';
import { trackingWebhook } from './tracking-webhook.ts';

export const TRACKING_WEBHOOK_PATH = '/api/orders/open/tracking/webhook';

/** The tracking service adapter and the parcel-tracking jobs, as configured (shared with the back office). */
export function fulfilmentParts(app: FastifyInstance) {
  const { config } = app;
  const tracking = seventeenTrack({ baseUrl: config.CARRIER_TRACKING_URL, apiKey: config.CARRIER_TRACKING_API_KEY, webhookSecret: config.CARRIER_WEBHOOK_SECRET });
  return { tracking, jobs: parcelTracking(app.jobs, tracking, config.CARRIER_POLL_SECONDS, app.log) };
}

/** Parcels and tracking as sellers see them, the seller's own fulfilment, and the tracking service's pushes. */
export async function fulfilmentModule(app: FastifyInstance) {
  const { db } = app.database;
  const { tracking, jobs } = fulfilmentParts(app);
  jobs.register();
  await app.register(fulfilmentRoutes(trackInfoService(db), sellerFulfilmentService(db, app.jobs)));
  await app.register(
    signedWebhookRoute({
      url: TRACKING_WEBHOOK_PATH,
      summary: "Tracking service pushes (17TRACK TRACKING_UPDATED, header sign = hex SHA-256(body + '/' + secret))",
      handle: trackingWebhook(db, tracking),
    }),
  );
}
