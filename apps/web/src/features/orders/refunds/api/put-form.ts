import { Headers as H, SUCCESS_CODE, languageIdOf, type Envelope } from '@threadway/contracts';
import { emitApiEvent } from '../../../../lib/api-events';
import { ApiError } from '../../../../lib/api-client';
import { preferencesStore } from '../../../../lib/preferences';
import { sessionStore } from '../../../../lib/session';

/**
 * PUT of a multipart form as the spec's refund application is (PUT .../refund). The shared
 * client's `upload` only POSTs, so this sends the same headers and checks the envelope the same
 * way; it belongs in lib/api-client.ts as an `upload` method option (noted in decision 0012).
 */
export async function putForm<T>(path: string, form: FormData): Promise<Envelope<T>> {
  const { locale } = preferencesStore.get();
  const token = sessionStore.get()?.token;
  const headers: Record<string, string> = { [H.languageId]: String(languageIdOf(locale)), [H.locale]: locale, [H.clientVersion]: __CLIENT_VERSION__ };
  if (token) headers[H.authorization] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { method: 'PUT', headers, body: form });
  } catch {
    throw new ApiError(0, 'Network error', 0);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.status === 401) emitApiEvent({ type: 'unauthorized', token: token || undefined });
  if (response.status === 429) emitApiEvent({ type: 'tooFrequent', message: envelope?.message ?? '' });
  if (response.status === 426) emitApiEvent({ type: 'maintenance' });
  if (!envelope || envelope.code !== SUCCESS_CODE) throw new ApiError(envelope?.code ?? response.status, envelope?.message ?? response.statusText, response.status, envelope?.data ?? null);
  return envelope;
}
