/** The payment-management page: where the gateway's hosted pages send the browser back to. */
export const PAGE_PATH = '/personal-center/payment-manage';
/** Stripe fills this placeholder of a success URL with the Checkout Session's id. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
