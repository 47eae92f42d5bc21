import type { AutoCheckoutAnswer } from '@threadway/contracts';
import { call } from '../../../lib/api-client';

/** Auto Checkout on the selected orders (decision 0029): the answer and the server's localized summary. */
export const autoCheckout = (kkOrderIds: string[]) => call<AutoCheckoutAnswer>('POST', '/api/orders/autoCheckout', { body: { kkOrderIds } });
