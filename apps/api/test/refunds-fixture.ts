import sharp from 'sharp';
import { expectOk, randomIp, type Answer, type TestServer } from './harness.ts';

/** A small real PNG (decodes, so the photo cleaner keeps it). */
export const photoPng = (colour = '#c0392b') => sharp({ create: { width: 24, height: 24, channels: 3, background: colour } }).png().toBuffer();

export interface ApplicationFields {
  reason?: string;
  remarks?: string;
  amount?: number;
  items?: { kkItemId: number; quantity: number }[];
  /** Sent as kkOrderId in the form; defaults to the order of the path. */
  kkOrderId?: string;
}

/** PUT /api/orders/orders/{kkOrderId}/refund as the browser sends it: a multipart form with photos. */
export async function applyForRefund(server: TestServer, token: string | undefined, kkOrderId: string, fields: ApplicationFields, photos: { bytes: Buffer; name?: string; type?: string }[] = []): Promise<Answer> {
  const form = new FormData();
  form.set('kkOrderId', fields.kkOrderId ?? kkOrderId);
  if (fields.reason !== undefined) form.set('reason', fields.reason);
  if (fields.remarks !== undefined) form.set('remarks', fields.remarks);
  if (fields.amount !== undefined) form.set('amount', String(fields.amount));
  if (fields.items) form.set('items', JSON.stringify(fields.items));
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? 'image/png' }), photo.name ?? 'photo.png');
  const headers: Record<string, string> = { 'x-forwarded-for': randomIp() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(new URL(`/api/orders/orders/${kkOrderId}/refund`, server.baseUrl), { method: 'PUT', headers, body: form });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** An operator with only the given roles, signed in; answers the token. */
export async function operatorWithRoles(server: TestServer, roles: string[]): Promise<string> {
  const admin = await server.adminLogin();
  const email = server.uniqueEmail('operator');
  expectOk(await server.request('POST', '/api/admin/operators', { token: admin.token, body: { email, fullName: 'Refund Reviewer', password: 'Operator123', roles } }));
  return (await server.adminLogin(email, 'Operator123')).token;
}

export const records = async (server: TestServer, token: string, kkOrderId: string) =>
  expectOk<{ type: string; amount: number | null; note: string | null }[]>(await server.request('GET', `/api/orders/refund/${kkOrderId}`, { token }));
