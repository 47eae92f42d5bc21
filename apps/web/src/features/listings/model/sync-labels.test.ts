import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { SYNC_TYPE_VALUES } from '@threadway/contracts';
import { syncLabelKey } from './sync-labels.ts';

const en: unknown = JSON.parse(readFileSync(new URL('../../../i18n/locales/en/listings.json', import.meta.url), 'utf8'));
const lookup = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

test('every sync type of spec 4.2 has its own English label, word for word', () => {
  const labels = Object.fromEntries(SYNC_TYPE_VALUES.map((type) => [type, lookup(syncLabelKey(type)!)]));
  assert.deepEqual(labels, {
    1: 'On listing',
    2: 'Editing information in sync',
    3: 'Deleting',
    4: 'Being hidden from the store',
    5: 'On relisting',
    10: 'In sync',
  });
});

test('no label when nothing runs or the type is unknown', () => {
  assert.equal(syncLabelKey(null), null);
  assert.equal(syncLabelKey(7), null);
});
