import { createHmac } from 'node:crypto';

/** Hex HMAC-SHA256, the signature both providers' webhooks carry (over different texts). */
export const hmacSha256Hex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * Posts signed webhooks to the merchant. Its endpoint can be set later (as in a provider's
 * dashboard); with none set nothing is sent.
 */
export function webhookSender(webhookUrl: string | undefined) {
  let target = webhookUrl;
  return {
    setUrl(url: string) {
      target = url;
    },
    async post(body: string, signatureHeaders: Record<string, string>) {
      if (!target) return;
      // Providers retry failed deliveries; the simulators try three times, then give up.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...signatureHeaders }, body });
          if (response.ok) return;
        } catch {
          // Merchant unreachable: try again.
        }
      }
    },
  };
}
