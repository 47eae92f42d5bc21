import type { FastifyInstance } from 'fastify';
import { EXPORT_FILE_JOB, exportFileHandler } from './exports/export.job.ts';
import { exportFiles } from './exports/export-files.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { exportsService } from './exports/exports.service.ts';
import { acceptFormBodies } from './form-body.ts';
import { jobNudger } from './job-nudge.ts';
import { lettersRoutes } from './letters/letters.routes.ts';
import { TAKEDOWN_NOTICES_JOB, takedownNoticesHandler } from './takedown/takedown.job.ts';
import { takedownRoutes } from './takedown/takedown.routes.ts';

export { announceTakedown } from './takedown/takedown.job.ts';

/** The export tasks' service; the back office's export list uses it too. */
export const exportTasks = (app: FastifyInstance) => exportsService(app.database.db, app.jobs, exportFiles(app.storage.exports), jobNudger(app));

/** Station letters, sold-out notices and export tasks for sellers (spec 7 'Notifications and files', decision 0015). */
export async function stationModule(app: FastifyInstance) {
  const db = app.database.db;
  app.jobs.register(EXPORT_FILE_JOB, exportFileHandler(db, exportFiles(app.storage.exports), app.log));
  app.jobs.register(TAKEDOWN_NOTICES_JOB, takedownNoticesHandler);
  acceptFormBodies(app);
  await app.register(lettersRoutes(db));
  await app.register(takedownRoutes(db));
  await app.register(exportsRoutes(exportTasks(app)));
}
