import type { Config } from './config.ts';
import type { Database } from './database.ts';
import type { Mailer } from '../modules/notifications/mailer.ts';
import type { SettingsStore } from './settings.ts';
import type { VisitorTickets } from './visitors.ts';
import type { JobQueue } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    settings: SettingsStore;
    visitors: VisitorTickets;
    mailer: Mailer;
    jobs: JobQueue;
  }
}
