import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from './config.ts';

test('every local simulator has a port of its own by default, so `npm start` can start them all', () => {
  const config = loadConfig({ NODE_ENV: 'test' });
  const ports = Object.entries(config).filter(([name]) => name.endsWith('_SIMULATOR_PORT'));
  assert.ok(ports.length >= 10, `found ${ports.length} simulator ports`);
  const byPort = new Map<unknown, string[]>();
  for (const [name, port] of ports) byPort.set(port, [...(byPort.get(port) ?? []), name]);
  const shared = [...byPort.values()].filter((names) => names.length > 1);
  assert.deepEqual(shared, []);
});
