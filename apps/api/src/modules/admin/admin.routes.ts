import {
  createOperatorRequest,
  currencyInfo,
  idParam,
  maintenanceState,
  operator,
  operatorLoginRequest,
  operatorSession,
  setCurrencyRateRequest,
  setMaintenanceRequest,
  updateOperatorRequest,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers, noData, sensitiveRateLimit } from '../../platform/schemas.ts';
import { systemService } from '../system/index.ts';
import { toOperator } from './operators.presenter.ts';
import type { OperatorsService } from './operators.service.ts';

const tags = ['back office'];
const auditEntry = z.object({ id: z.number(), operatorId: z.number().nullable(), action: z.string(), subject: z.string().nullable(), detail: z.string().nullable(), createdAt: z.string() });

export const adminRoutes =
  (operators: OperatorsService): FastifyPluginAsyncZod =>
  async (app) => {
    const system = systemService(app);

    app.post('/api/admin/open/login', { config: sensitiveRateLimit, schema: { tags, summary: 'Operator sign-in', body: operatorLoginRequest, response: answers(operatorSession) } }, async (request) =>
      ok(request, await operators.login(request, request.body.email, request.body.password)),
    );
    app.put('/api/admin/logout', { schema: { tags, response: noData } }, async (request) => {
      await operators.current(request);
      await operators.logout(request.principal!.jti);
      return ok(request, null, 'success.signedOut');
    });
    app.get('/api/admin/me', { schema: { tags, response: answers(operator) } }, async (request) => {
      return ok(request, toOperator(await operators.current(request)));
    });

    app.get('/api/admin/operators', { schema: { tags, summary: 'Operators (admin)', response: answers(z.array(operator)) } }, async (request) => {
      await operators.current(request, 'admin');
      return ok(request, await operators.list());
    });
    app.post('/api/admin/operators', { schema: { tags, summary: 'Create an operator (admin)', body: createOperatorRequest, response: answers(operator) } }, async (request) => {
      const actor = await operators.current(request, 'admin');
      return ok(request, await operators.create(actor.id, request.body), 'success.saved');
    });
    app.put('/api/admin/operators/:id', { schema: { tags, summary: 'Change roles, name, password or disable (admin)', params: idParam, body: updateOperatorRequest, response: answers(operator) } }, async (request) => {
      const actor = await operators.current(request, 'admin');
      return ok(request, await operators.update(actor.id, request.params.id, request.body), 'success.saved');
    });

    app.get('/api/admin/maintenance', { schema: { tags, summary: 'Maintenance switch', response: answers(maintenanceState) } }, async (request) => {
      await operators.current(request);
      const state = await app.settings.maintenance();
      return ok(request, { ...state.value, updatedAt: state.updatedAt?.toISOString() ?? null });
    });
    app.put('/api/admin/maintenance', { schema: { tags, summary: 'Switch maintenance on or off (admin): the sellers API answers 426 while on', body: setMaintenanceRequest, response: answers(maintenanceState) } }, async (request) => {
      const actor = await operators.current(request, 'admin');
      const state = await app.settings.setMaintenance({ enabled: request.body.enabled, message: request.body.message ?? null }, actor.id);
      await operators.audit({ operatorId: actor.id, action: request.body.enabled ? 'maintenance.on' : 'maintenance.off' });
      return ok(request, { ...state.value, updatedAt: state.updatedAt?.toISOString() ?? null }, 'success.saved');
    });

    app.get('/api/admin/currencies', { schema: { tags, summary: 'Currency rates', response: answers(z.array(currencyInfo)) } }, async (request) => {
      await operators.current(request);
      return ok(request, await system.currencies());
    });
    app.put(
      '/api/admin/currencies/:code',
      { schema: { tags, summary: 'Set a rate against USD (admin, finance)', params: z.object({ code: z.string().regex(/^[A-Z]{3}$/) }), body: setCurrencyRateRequest, response: answers(z.array(currencyInfo)) } },
      async (request) => {
        const actor = await operators.current(request, 'finance');
        await system.setRate(request.params.code, request.body.rate);
        await operators.audit({ operatorId: actor.id, action: 'currency.rate', subject: request.params.code, detail: request.body.rate });
        return ok(request, await system.currencies(), 'success.saved');
      },
    );

    app.get('/api/admin/audit-log', { schema: { tags, summary: 'Recent back-office actions (admin)', response: answers(z.array(auditEntry)) } }, async (request) => {
      await operators.current(request, 'admin');
      const rows = await operators.auditEntries(100);
      return ok(request, rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    });
  };
