import { ProviderUnavailable } from './payment-provider.ts';

/** One call to a gateway speaking the Stripe API (form-encoded, Bearer secret key), shared by its adapters. */

/** A Stripe API object as JSON: only the fields we use are read, each where it is used. */
export type StripeObject = Record<string, any>;

export interface StripeApiOptions {
  /** Unset: no gateway is configured and every call answers 'unavailable'. */
  baseUrl: string | undefined;
  secretKey: string;
}

/** Stripe's 409 code for a request whose Idempotency-Key another request, still running, is using (decision 0043). */
const IDEMPOTENCY_KEY_IN_USE = 'idempotency_key_in_use';

/** A gateway answer that is not a success: `status` is the HTTP status, 404 meaning 'no such object'. */
export class GatewayRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Stripe's `error` object (type, code, decline_code, payment_intent...). */
    readonly error: StripeObject | null = null,
  ) {
    super(message);
  }
}

/**
 * Answers the gateway's JSON object; throws ProviderUnavailable when it cannot be reached or fails
 * (5xx, 429: the call may be asked again, with the same Idempotency-Key; and 409 `idempotency_key_in_use`: another
 * request with the same key is still running, so its outcome is not known yet and asking again later answers it,
 * never a refusal), GatewayRefusal for any other refusal.
 */
export async function stripeRequest(options: StripeApiOptions, method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string): Promise<StripeObject> {
  // A request that finds its key in use (a double click, the webhook's settle racing the confirm) asks again shortly:
  // the other request usually ends within a second, and the gateway then answers the same key with its outcome.
  for (let attempt = 0; ; attempt++) {
    try {
      return await stripeRequestOnce(options, method, path, form, idempotencyKey);
    } catch (error) {
      if (!(error instanceof KeyInUse) || attempt >= KEY_IN_USE_RETRIES.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, KEY_IN_USE_RETRIES[attempt]));
    }
  }
}

/** Waits between asks while the gateway answers 'key in use' (ms); then the caller gets ProviderUnavailable. */
const KEY_IN_USE_RETRIES = [150, 300, 600, 1200];

/** The gateway's 409 `idempotency_key_in_use`: unavailable for now, never a refusal. */
class KeyInUse extends ProviderUnavailable {}

async function stripeRequestOnce(options: StripeApiOptions, method: 'GET' | 'POST', path: string, form?: Record<string, string>, idempotencyKey?: string): Promise<StripeObject> {
  if (!options.baseUrl) throw new ProviderUnavailable('CARD_GATEWAY_URL is not set');
  let response: Response;
  try {
    response = await fetch(new URL(path, options.baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${options.secretKey}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ProviderUnavailable(`card gateway unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as StripeObject | null;
  if (response.status >= 500 || response.status === 429 || !body) throw new ProviderUnavailable(`card gateway answered ${response.status}`);
  if (response.status === 409 && body.error?.code === IDEMPOTENCY_KEY_IN_USE) throw new KeyInUse('card gateway: another request with this Idempotency-Key is still in progress');
  if (!response.ok) throw new GatewayRefusal(response.status, String(body.error?.message ?? response.statusText), body.error ?? null);
  return body;
}
