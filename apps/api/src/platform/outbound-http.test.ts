import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { isPublicAddress, outboundHttp, OutboundRefused } from './outbound-http.ts';

describe('which addresses production may call', () => {
  test('IPv4: private, loopback, link-local, shared, multicast and reserved ranges are refused', () => {
    for (const ip of ['10.0.0.1', '127.0.0.1', '127.255.255.254', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1', '192.0.2.10']) {
      assert.equal(isPublicAddress(ip), false, ip);
    }
    for (const ip of ['8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.128.0.1', '23.227.38.65']) assert.equal(isPublicAddress(ip), true, ip);
  });

  test('IPv6: loopback, unspecified, link-local, unique-local, multicast and documentation are refused', () => {
    for (const ip of ['::1', '::', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456:789a::1', 'ff02::1', '2001:db8::1', '2001::1', '100::1']) assert.equal(isPublicAddress(ip), false, ip);
    for (const ip of ['2606:4700:4700::1111', '2a00:1450:4001:82a::200e']) assert.equal(isPublicAddress(ip), true, ip);
  });

  test('IPv6 forms that carry an IPv4 address are judged by that address', () => {
    for (const ip of ['::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.1.2.3', '64:ff9b::10.0.0.1', '2002:c0a8:0101::1', '::127.0.0.1']) assert.equal(isPublicAddress(ip), false, ip);
    for (const ip of ['::ffff:8.8.8.8', '64:ff9b::8.8.8.8', '2002:0808:0808::1']) assert.equal(isPublicAddress(ip), true, ip);
  });

  test('anything that is no address is refused', () => {
    for (const text of ['', 'localhost', '1.2.3', 'example.com']) assert.equal(isPublicAddress(text), false, text);
  });
});

describe('outbound calls', () => {
  let base = '';
  const server = createServer((request, response) => {
    if (request.url === '/body') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      return request.on('end', () => response.end(JSON.stringify({ method: request.method, body: Buffer.concat(chunks).toString('utf8') })));
    }
    if (request.url === '/big') return response.end('x'.repeat(5000));
    if (request.url === '/slow') return setTimeout(() => response.end('late'), 500);
    if (request.url === '/to-loopback') {
      response.writeHead(302, { location: `${base}/echo` });
      return response.end();
    }
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ method: request.method, authorization: request.headers.authorization ?? null }));
  });
  before(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const dev = () => outboundHttp({ allowPrivate: true, timeoutMs: 200, maxBytes: 1000 });
  const production = () => outboundHttp({ allowPrivate: false, timeoutMs: 200, maxBytes: 1000 });

  test('development reaches a local server and answers a standard Response', async () => {
    const response = await dev()(`${base}/echo`, { method: 'POST', headers: { authorization: 'Basic abc' }, body: '{}' });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { method: 'POST', authorization: 'Basic abc' });
  });

  test('a body reaches the server whatever the method (a DELETE too, which Node would send without a length)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await dev()(`${base}/body`, { method, headers: { 'content-type': 'application/json' }, body: '{"event_type":"ORDER_STATUS_CHANGE"}' });
      assert.deepEqual(await response.json(), { method, body: '{"event_type":"ORDER_STATUS_CHANGE"}' });
    }
  });

  test('production refuses loopback literals, names that resolve to loopback, and redirects to them', async () => {
    await assert.rejects(production()(`${base}/echo`), (error: unknown) => error instanceof OutboundRefused && error.reason === 'address');
    await assert.rejects(production()(`${base.replace('127.0.0.1', 'localhost')}/echo`), (error: unknown) => error instanceof OutboundRefused && error.reason === 'address');
    await assert.rejects(production()('http://[::1]:9/echo'), (error: unknown) => error instanceof OutboundRefused && error.reason === 'address');
    await assert.rejects(production()('http://[::ffff:127.0.0.1]:9/echo'), (error: unknown) => error instanceof OutboundRefused);
    await assert.rejects(production()('file:///etc/passwd'), (error: unknown) => error instanceof OutboundRefused && error.reason === 'scheme');
  });

  test('answers above the size cap and calls beyond the timeout fail', async () => {
    await assert.rejects(dev()(`${base}/big`), (error: unknown) => error instanceof OutboundRefused && error.reason === 'tooLarge');
    await assert.rejects(dev()(`${base}/slow`), (error: unknown) => error instanceof OutboundRefused && error.reason === 'timeout');
  });

  test('redirects are followed within the same rules', async () => {
    const response = await dev()(`${base}/to-loopback`, { headers: { authorization: 'Basic abc' } });
    assert.deepEqual(await response.json(), { method: 'GET', authorization: 'Basic abc' }, 'same origin keeps the credentials');
  });
});
