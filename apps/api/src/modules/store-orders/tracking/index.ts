import type { FastifyInstance } from 'fastify';
import { storePlatforms } from '../../stores/index.ts';
import { TRACKING_UPLOAD_JOB } from './enqueue.ts';
import { TRACKING_UPLOAD_POLICY, trackingUploadHandler } from './upload-tracking.job.ts';
import { trackingUploadsRoutes } from './tracking-uploads.routes.ts';
import { trackingUploadsService } from './tracking-uploads.service.ts';

/** Tracking pushed back into the seller's stores (issue 17, decision 0028): the upload job and the seller's Retry. */
export async function trackingUploadsModule(app: FastifyInstance) {
  app.jobs.register(TRACKING_UPLOAD_JOB, trackingUploadHandler({ access: storePlatforms(app), jobs: app.jobs, log: app.log.child({ module: 'tracking-uploads' }), whenFree: app.database.whenFree }), TRACKING_UPLOAD_POLICY);
  await app.register(trackingUploadsRoutes(trackingUploadsService(app.database.db, app.jobs)));
}
