import { ErrorCode } from '@threadway/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

/**
 * While an operator has switched maintenance on, the sellers' API answers 426 and the client
 * shows the 'System update is processing' overlay (spec 8). The back office, the API reference
 * and the popup that announces the update keep working.
 */
const EXEMPT = ['/api/admin/', '/api/docs', '/api/message/open/processingPopup', '/api/dev/'];

export const maintenancePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    // The matched route decides, not the raw URL, which may be percent-encoded ('/%61pi/...').
    const path = request.routeOptions.url ?? request.url;
    if (!path.startsWith('/api/') || EXEMPT.some((p) => path.startsWith(p))) return;
    const { value } = await app.settings.maintenance();
    if (value.enabled) throw new AppError(ErrorCode.maintenance, 'errors.systemUpdating', 426);
  });
});
