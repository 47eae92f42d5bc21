import type { FastifyInstance } from 'fastify';

/** The shipping-rate engine: channels per warehouse and destination, prices by weight. */
export async function logisticsModule(app: FastifyInstance) {
  void app;
}
