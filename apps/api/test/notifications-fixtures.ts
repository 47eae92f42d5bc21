import { expectOk, type TestServer } from './harness.ts';

/** Setup shared by the notifications and exports API tests. */

export interface LetterSpec {
  type?: 1 | 2;
  title?: string;
  content?: string;
  allSellers?: boolean;
  emails?: string[];
  userIds?: number[];
  send?: 'draft' | 'now' | 'later';
  sendTime?: string;
}

/** An operator writes a letter through the back office; answers the back office's view of it. */
export async function publishLetter(server: TestServer, operatorToken: string, spec: LetterSpec = {}) {
  const body = { type: 1, title: `Letter ${Date.now()}`, content: '<p>Hello sellers</p>', allSellers: true, send: 'now', ...spec };
  return expectOk<{ id: number; state: string; content: string }>(await server.request('POST', '/api/admin/station-letters', { token: operatorToken, body }));
}

export async function newState(server: TestServer, token: string) {
  return expectOk<Record<'1' | '2' | '3' | '4', boolean>>(await server.request('GET', '/api/message/stationLetterNewState', { token }));
}

/** PUT with a form body, as the spec's client sends it. */
export function readLetterByForm(server: TestServer, token: string, id: number | string, receiveState = '1') {
  return server.request('PUT', '/api/message/stationLetterSends', {
    token,
    rawBody: new URLSearchParams({ id: String(id), receiveState }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}
