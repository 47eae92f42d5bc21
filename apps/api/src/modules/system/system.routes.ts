import {
  areaCodeOption,
  countryOption,
  currencyInfo,
  currencyRate,
  currencyRateQuery,
  dictValueQuery,
  dropDownOption,
  dropDownQuery,
  ipInfo,
  processingPopup,
  visitorTicket,
} from '@threadway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/envelope.ts';
import { answers } from '../../platform/schemas.ts';
import type { SystemService } from './system.service.ts';

const tags = ['system'];

export const systemRoutes =
  (service: SystemService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/system/allCurrency', { schema: { tags, summary: 'Display currencies with their rates', response: answers(z.array(currencyInfo)) } }, async (request) =>
      ok(request, await service.currencies()),
    );
    app.get('/api/system/open/currencyRate', { schema: { tags, summary: 'Rate of a currency against USD', querystring: currencyRateQuery, response: answers(currencyRate) } }, async (request) =>
      ok(request, await service.rate(request.query.forCurrency)),
    );

    for (const url of ['/api/system/dropDownInfo', '/api/system/open/dropDownInfo']) {
      app.get(url, { schema: { tags, summary: 'Select list by type: 3 country, 4 order status, 5 cancel reason, 7 ship-to (warehouseCode), 8 carrier', querystring: dropDownQuery, response: answers(z.array(dropDownOption)) } }, async (request) =>
        ok(request, await service.dropDown(request.locale, request.query.type, request.query.warehouseCode)),
      );
    }
    app.get('/api/system/dictValue', { schema: { tags, summary: 'Dictionary values of a type (orderStatus, cancelReason, carrier)', querystring: dictValueQuery, response: answers(z.array(dropDownOption)) } }, async (request) =>
      ok(request, await service.dictValues(request.query.type)),
    );

    app.get('/api/system/open/address', { schema: { tags, summary: 'Area codes by country', response: answers(z.array(areaCodeOption)) } }, async (request) =>
      ok(request, await service.areaCodes(request.locale)),
    );
    app.get('/api/system/countryList', { schema: { tags, summary: 'Countries', response: answers(z.array(countryOption)) } }, async (request) =>
      ok(request, await service.countryOptions(request.locale)),
    );

    app.get('/api/system/open/visitor', { schema: { tags, summary: 'A visitor ticket for a guest', response: answers(visitorTicket) } }, async (request) =>
      ok(request, { ticket: await app.visitors.issue(request.ip) }),
    );
    app.get('/api/system/open/ip', { schema: { tags, summary: "The caller's address", response: answers(ipInfo) } }, async (request) => {
      // Behind a CDN the country arrives in a header; without one we do not guess.
      const country = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
      return ok(request, { ip: request.ip, countryCode: typeof country === 'string' && /^[A-Z]{2}$/.test(country) ? country : null });
    });

    app.get('/api/message/open/processingPopup', { schema: { tags, summary: 'Is a system update in progress?', response: answers(processingPopup) } }, async (request) => {
      const { value } = await app.settings.maintenance();
      return ok(request, { processing: value.enabled, message: value.message });
    });
  };
