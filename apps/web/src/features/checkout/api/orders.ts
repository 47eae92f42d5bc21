import { api } from '../../../lib/api-client';
import type { CreateOrderBody } from '../model/order-request';

/**
 * POST /api/orders/orders: data[0] is the new order's id (spec 7). The Idempotency-Key makes a
 * repeated send of the same attempt (a double click, a retry) return that order, not a second one.
 */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  api<string[]>('POST', '/api/orders/orders', { body, headers: { 'Idempotency-Key': idempotencyKey } });
