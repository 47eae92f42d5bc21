import type { Config } from './config.ts';

/**
 * What a process does: `api` answers HTTP only (WORKER=off), `worker` runs the job handlers only
 * (`npm run worker`), `api+worker` does both (`npm start`'s default, one command runs everything).
 */
export type ProcessRole = 'api' | 'worker' | 'api+worker';

export const processRole = (config: Config): ProcessRole => (config.WORKER === 'on' ? 'api+worker' : 'api');

