import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { legOf } from './carrier-codes.ts';
import { readTrack, seventeenTrack, signatureOf } from './seventeen-track.ts';
import { InvalidTrackingSignature } from './tracking-service.ts';

const adapter = seventeenTrack({ baseUrl: undefined, apiKey: 'k', webhookSecret: 'secret' });
const push = (data: object) => JSON.stringify({ event: 'TRACKING_UPDATED', data });

test("the push signature is hex SHA-256 of the body, '/' and the secret", () => {
  const body = push({ number: 'RR1CN' });
  assert.equal(signatureOf(body, 'secret'), createHash('sha256').update(`${body}/secret`).digest('hex'));
  assert.equal(adapter.readWebhook(body, { sign: signatureOf(body, 'secret') })?.number, 'RR1CN');
  assert.throws(() => adapter.readWebhook(body, { sign: signatureOf(body, 'other') }), InvalidTrackingSignature);
  assert.throws(() => adapter.readWebhook(body, {}), InvalidTrackingSignature);
  assert.throws(() => adapter.readWebhook(`${body} `, { sign: signatureOf(body, 'secret') }), InvalidTrackingSignature);
});

test('pushes other than TRACKING_UPDATED carry no track', () => {
  const stopped = JSON.stringify({ event: 'TRACKING_STOPPED', data: { number: 'RR1CN' } });
  assert.equal(adapter.readWebhook(stopped, { sign: signatureOf(stopped, 'secret') }), null);
});

test('a track is read per provider; events without time or text are left out; Delivered is seen in status or events', () => {
  const report = readTrack({
    number: 'RR1CN',
    tag: 'KK1-P1',
    track_info: {
      latest_status: { status: 'InTransit' },
      tracking: {
        providers: [
          { provider: { key: 21051 }, events: [{ time_utc: '2030-01-02T10:00:00Z', description: 'Delivered', location: 'Austin, US', stage: 'Delivered' }] },
          {
            provider: { key: 3011 },
            events: [
              { time_utc: '2030-01-01T10:00:00Z', description: ' Departed ', sub_status: 'InTransit_Departure' },
              { time_utc: null, description: 'no time' },
              { time_utc: '2030-01-01T09:00:00Z', description: '' },
            ],
          },
        ],
      },
    },
  });
  assert.equal(report.tag, 'KK1-P1');
  assert.equal(report.delivered, true);
  assert.deepEqual(
    report.events.map((e) => [e.carrierCode, e.stage, e.description, e.location]),
    [
      [21051, 'Delivered', 'Delivered', 'Austin, US'],
      [3011, 'InTransit', 'Departed', null],
    ],
  );
  assert.equal(readTrack({ number: 'X' }).status, 'NotFound');
});

test("the last-mile carrier's events are the last leg", () => {
  const parcel = { firstCarrier: 'China Post', lastCarrier: 'USPS' };
  assert.equal(legOf({ carrierCode: 21051 }, parcel), 'last');
  assert.equal(legOf({ carrierCode: 3011 }, parcel), 'first');
  assert.equal(legOf({ carrierCode: 21051 }, { firstCarrier: 'China Post', lastCarrier: null }), 'first');
  // A last carrier without a known code: any carrier but the first one.
  assert.equal(legOf({ carrierCode: 999 }, { firstCarrier: 'China Post', lastCarrier: 'Evri' }), 'last');
  assert.equal(legOf({ carrierCode: 3011 }, { firstCarrier: 'China Post', lastCarrier: 'Evri' }), 'first');
  assert.equal(legOf({ carrierCode: null }, parcel), 'first');
});
