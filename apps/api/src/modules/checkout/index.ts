import type { FastifyInstance } from 'fastify';
import { billingPreviewRoutes } from './billing-preview.routes.ts';
import { checkoutPricing } from './checkout-pricing.ts';

export { checkoutPricing, type CheckoutPricingService, type CheckoutQuote, type PricedLine, type PricingInput, type PricingLineInput } from './checkout-pricing.ts';

/** Checkout pricing (spec 7): the billing preview; order creation uses checkoutPricing directly. */
export async function checkoutModule(app: FastifyInstance) {
  await app.register(billingPreviewRoutes(checkoutPricing(app.database.db)));
}
