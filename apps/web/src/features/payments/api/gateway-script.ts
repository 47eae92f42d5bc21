/**
 * The card gateway's own script (Stripe.js shape), loaded from the gateway's origin: it mounts
 * the card frame and tokenises the card there, so the card number never passes through our page's
 * code or our server. Only the subset the one-page form uses is typed.
 */

export interface GatewayCardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', listener: (event: { complete: boolean }) => void): void;
  destroy(): void;
}

export type TokenResult = { paymentMethod: { id: string } } | { error: { message: string } };

export interface GatewayClient {
  elements(): { create(type: 'card', options?: { locale?: string }): GatewayCardElement };
  createPaymentMethod(request: { type: 'card'; card: GatewayCardElement }): Promise<TokenResult>;
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => GatewayClient;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads the script once per URL and answers the gateway client for the key. */
export async function loadGateway(scriptUrl: string, publishableKey: string): Promise<GatewayClient> {
  let loaded = loading.get(scriptUrl);
  if (!loaded) {
    loaded = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(scriptUrl);
        script.remove();
        reject(new Error('the card gateway script did not load'));
      };
      document.head.append(script);
    });
    loading.set(scriptUrl, loaded);
  }
  await loaded;
  if (!window.Stripe) throw new Error('the card gateway script did not start');
  return window.Stripe(publishableKey);
}
