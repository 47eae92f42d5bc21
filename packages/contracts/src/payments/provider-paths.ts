/**
 * Path segments naming outside payment providers in our API (spec 7: /api/payment/{provider}/...),
 * shared by the API's routes and the web app's calls so the two cannot drift apart.
 */
export const PAY_LATER_SLUG = 'paylater';
export const PAYOUT_PROVIDER_SLUG = 'payoneer';

/** The web page the payout/payment provider returns the buyer to; it calls the charge callback. */
export const PAYOUT_RETURN_PAGE = `/payment-return/${PAYOUT_PROVIDER_SLUG}`;
