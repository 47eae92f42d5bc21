import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectFailure, expectOk, useTestServer, type SignedUp } from './harness.ts';
import { newState, publishLetter, readLetterByForm } from './notifications-fixtures.ts';

let operator: string;
let alice: SignedUp;
let bob: SignedUp;
const server = useTestServer({}, async (s) => {
  operator = (await s.adminLogin()).token;
  alice = await s.signUp();
  bob = await s.signUp();
});

const lettersOf = async (token: string, type: 1 | 2) =>
  expectOk<{ list: { id: number; title: string; content: string; receiveState: number; sendTime: string; updateDate: string }[]; total: number }>(
    await server.request('GET', '/api/message/stationLetterSendsList', { token, query: { type } }),
  );

test('guests get 401 on every seller call; sellers get 403 from the back office', async () => {
  expectFailure(await server.request('GET', '/api/message/stationLetterSendsList', { query: { type: 1 } }), 401);
  expectFailure(await server.request('GET', '/api/message/stationLetterNewState'), 401);
  expectFailure(await server.request('PUT', '/api/message/stationLetterSends', { body: { id: 1, receiveState: 1 } }), 401);
  expectFailure(await server.request('GET', '/api/message/productTakeDownSendsList'), 401);
  expectFailure(await server.request('POST', '/api/admin/station-letters', { body: {} }), 401);
  expectFailure(await server.request('GET', '/api/admin/station-letters', { token: alice.token }), 403);
});

test('a letter to every seller reaches both; its HTML is sanitized when saved', async () => {
  const title = 'Spring collection is live';
  const saved = await publishLetter(server, operator, { title, content: '<h2>New</h2><p onclick="x()">Hi<script>alert(1)</script></p><img src="https://cdn.example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' });
  assert.equal(saved.state, 'sent');
  for (const seller of [alice, bob]) {
    const letter = (await lettersOf(seller.token, 1)).list.find((l) => l.title === title);
    assert.ok(letter, 'the letter is listed');
    assert.doesNotMatch(letter.content, /script|onerror|onclick|javascript:/i);
    assert.match(letter.content, /<h2>New<\/h2>/);
    assert.equal(letter.receiveState, 0);
  }
});

test('a letter to chosen sellers is never seen by another seller, who cannot read it either (404)', async () => {
  const secret = await publishLetter(server, operator, { title: 'Only for Alice', allSellers: false, emails: [alice.email.toUpperCase()], type: 2 });
  assert.ok((await lettersOf(alice.token, 2)).list.some((l) => l.id === secret.id));
  assert.ok(!(await lettersOf(bob.token, 2)).list.some((l) => l.id === secret.id));
  expectFailure(await readLetterByForm(server, bob.token, secret.id), 404);
  expectFailure(await readLetterByForm(server, bob.token, 99_999_999), 404);
  assert.equal((await newState(server, bob.token))['2'], false, 'no event for Bob');
});

test('opening a letter (form id, receiveState=1) reads it for that seller only; the tab flag follows', async () => {
  const solo = await server.signUp();
  const other = await server.signUp();
  const letter = await publishLetter(server, operator, { allSellers: false, userIds: [solo.userId, other.userId], title: 'Read me' });
  const before = await newState(server, solo.token);
  assert.equal(before['1'], true);
  // Read every type-1 letter so the flag depends on this one alone.
  for (const l of (await lettersOf(solo.token, 1)).list.filter((x) => x.id !== letter.id)) expectOk(await readLetterByForm(server, solo.token, l.id));
  assert.equal((await newState(server, solo.token))['1'], true);
  expectOk(await readLetterByForm(server, solo.token, letter.id));
  // Reading twice (here as JSON) is harmless.
  expectOk(await server.request('PUT', '/api/message/stationLetterSends', { token: solo.token, body: { id: letter.id, receiveState: 1 } }));
  assert.equal((await lettersOf(solo.token, 1)).list.find((l) => l.id === letter.id)?.receiveState, 1);
  assert.equal((await newState(server, solo.token))['1'], false);
  assert.equal((await lettersOf(other.token, 1)).list.find((l) => l.id === letter.id)?.receiveState, 0, 'still unread for the other seller');
  const detail = expectOk<{ readCount: number }>(await server.request('GET', `/api/admin/station-letters/${letter.id}`, { token: operator }));
  assert.equal(detail.readCount, 1);
});

test('drafts and letters scheduled for later are hidden until they are published', async () => {
  const draft = await publishLetter(server, operator, { title: 'Draft letter', send: 'draft' });
  assert.equal(draft.state, 'draft');
  const later = await publishLetter(server, operator, { title: 'Later letter', send: 'later', sendTime: new Date(Date.now() + 3_600_000).toISOString() });
  assert.equal(later.state, 'scheduled');
  const titles = (await lettersOf(alice.token, 1)).list.map((l) => l.title);
  assert.ok(!titles.includes('Draft letter') && !titles.includes('Later letter'));
  expectFailure(await readLetterByForm(server, alice.token, draft.id), 404);
  expectOk(await server.request('POST', `/api/admin/station-letters/${draft.id}/publish`, { token: operator }));
  assert.ok((await lettersOf(alice.token, 1)).list.some((l) => l.title === 'Draft letter'));
});

test('newest letter first; an edit keeps a sent letter sent and shows the new update time', async () => {
  const first = await publishLetter(server, operator, { title: 'Older' });
  const second = await publishLetter(server, operator, { title: 'Newer' });
  const list = (await lettersOf(alice.token, 1)).list;
  assert.ok(list.findIndex((l) => l.id === second.id) < list.findIndex((l) => l.id === first.id));
  const sentAt = list.find((l) => l.id === first.id)!.sendTime;
  const edited = expectOk<{ state: string; content: string }>(
    await server.request('PUT', `/api/admin/station-letters/${first.id}`, { token: operator, body: { type: 1, title: 'Older, fixed', content: '<p>Fixed <iframe src="https://x"></iframe></p>', allSellers: true, send: 'now' } }),
  );
  assert.equal(edited.state, 'sent');
  assert.equal(edited.content, '<p>Fixed </p>');
  const after = (await lettersOf(alice.token, 1)).list.find((l) => l.id === first.id)!;
  assert.equal(after.title, 'Older, fixed');
  assert.equal(after.sendTime, sentAt);
  assert.ok(after.updateDate >= sentAt);
  expectOk(await server.request('DELETE', `/api/admin/station-letters/${first.id}`, { token: operator }));
  assert.ok(!(await lettersOf(alice.token, 1)).list.some((l) => l.id === first.id));
  expectFailure(await server.request('DELETE', `/api/admin/station-letters/${first.id}`, { token: operator }), 404);
});

test('bad input answers 400 with the field and a message', async () => {
  expectFailure(await server.request('GET', '/api/message/stationLetterSendsList', { token: alice.token, query: { type: 3 } }), 400);
  expectFailure(await server.request('GET', '/api/message/stationLetterSendsList', { token: alice.token }), 400);
  expectFailure(await readLetterByForm(server, alice.token, 'abc'), 400);
  expectFailure(await readLetterByForm(server, alice.token, 5001, '0'), 400);
  const post = (body: object) => server.request('POST', '/api/admin/station-letters', { token: operator, body: { type: 1, title: 'T', content: '<p>x</p>', allSellers: true, send: 'now', ...body } });
  const noAudience = await post({ allSellers: false });
  expectFailure(noAudience, 400);
  assert.equal(noAudience.body.data.field, 'emails');
  const unknown = await post({ allSellers: false, emails: ['nobody-here@example.com'] });
  expectFailure(unknown, 400, undefined, 'No seller matches nobody-here@example.com.');
  const past = await post({ send: 'later', sendTime: new Date(Date.now() - 60_000).toISOString() });
  expectFailure(past, 400, undefined, 'Choose a send time in the future.');
  assert.equal(past.body.data.field, 'sendTime');
  const onlyScript = await post({ content: '<script>alert(1)</script>' });
  expectFailure(onlyScript, 400);
  assert.equal(onlyScript.body.data.field, 'content');
  expectFailure(await post({ title: '' }), 400);
  expectFailure(await post({ type: 5 }), 400);
});

test('operators without the support role may not manage letters', async () => {
  const created = expectOk<{ id: number }>(
    await server.request('POST', '/api/admin/operators', { token: operator, body: { email: 'cat-only@threadway.shop', fullName: 'Cat Only', password: 'Catalog1234', roles: ['catalogue'] } }),
  );
  assert.ok(created.id);
  const catalogueOnly = (await server.adminLogin('cat-only@threadway.shop', 'Catalog1234')).token;
  expectFailure(await server.request('GET', '/api/admin/station-letters', { token: catalogueOnly }), 403);
  expectFailure(await server.request('GET', '/api/admin/fileTask', { token: catalogueOnly }), 403);
});
