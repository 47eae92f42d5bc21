import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorsService } from '../operators.service.ts';

/**
 * Who may use these screens: catalogue and merchandising need the 'catalogue' role, shipping
 * channels and rates the 'fulfilment' role; administrators may do both. The operator is re-read
 * on every call (operatorsService.current), so a role taken away applies at once.
 */
export function catalogueAccess(app: FastifyInstance) {
  const operators = operatorsService(app);
  return {
    catalogue: (request: FastifyRequest) => operators.current(request, 'catalogue'),
    shipping: (request: FastifyRequest) => operators.current(request, 'fulfilment'),
  };
}
export type CatalogueAccess = ReturnType<typeof catalogueAccess>;
