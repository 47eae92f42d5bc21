import type { FastifyInstance } from 'fastify';
import { emailSettingsRoutes } from './email-settings.routes.ts';
import { orderNoticeHandler } from './notice.job.ts';
import { bindOrderNotices, ORDER_NOTICE_JOB } from './queue.ts';

export { noticeOrderStep } from './queue.ts';

/** Sellers hear about their orders: the notice job, the app's queue for the hook, and the e-mail switches. */
export async function orderEventsModule(app: FastifyInstance) {
  const { config } = app;
  app.jobs.registerBatch(ORDER_NOTICE_JOB, orderNoticeHandler({ publicUrl: config.PUBLIC_URL, smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, log: app.log }), { maxAttempts: 5 });
  const unbind = bindOrderNotices(app.jobs);
  app.addHook('onClose', async () => unbind());
  await app.register(emailSettingsRoutes(app.database.db));
}
