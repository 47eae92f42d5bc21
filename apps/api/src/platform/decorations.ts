import type { Config } from './config.ts';
import type { Database } from './database.ts';
import type { Mailer } from '../modules/notifications/mailer.ts';
import type { SettingsStore } from './settings.ts';
import type { VisitorTickets } from './visitors.ts';
import type { JobQueue } from './jobs.ts';
import type { MediaStore } from '../modules/catalogue/media/media-store.ts';
import type { ChangeBus } from './changes.ts';
import type { Storage } from './storage/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    settings: SettingsStore;
    visitors: VisitorTickets;
    mailer: Mailer;
    jobs: JobQueue;
    /** Files every process must see: media and exports (local disk or the shared bucket). */
    storage: Storage;
    /** Product media on `storage.media`, with this process's in-flight renders. */
    media: MediaStore;
    /** Change notices between processes, so in-memory caches and indexes follow the database (decision 0023). */
    changes: ChangeBus;
  }
}
