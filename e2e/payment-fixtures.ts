/** What the payment browser tests share: a US address and a raw call that returns the whole envelope. */

export const US_ADDRESS = { recipient: 'Jane Buyer', phone: '+1 2025550123', street1: '1 Main St', street2: null, city: 'Austin', province: 'TX', country: 'US', zip: '73301', vat: null, ioss: null };

export interface Envelope<T> {
  code: number;
  data: T;
  message: string;
}

/** A seller's call that answers the envelope whatever its code (setup reads the server's figures from refusals too). */
export async function rawCall<T>(baseUrl: string, method: string, path: string, body: unknown, token: string): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}
