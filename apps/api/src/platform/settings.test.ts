import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localChangeBus } from './changes.ts';
import type { Executor } from './database.ts';
import { settingsStore } from './settings.ts';

/** An executor answering the settings' one select (select → from → where → limit), counting the reads. */
function countingExecutor(value: unknown) {
  const counter = { reads: 0 };
  const limit = async () => {
    counter.reads++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return [{ key: 'maintenance', value, updatedAt: new Date(0), updatedBy: null }];
  };
  const executor = { select: () => ({ from: () => ({ where: () => ({ limit }) }) }) } as unknown as Executor;
  return { executor, counter };
}

test('requests that find the maintenance flag unread share one read of it', async () => {
  const { executor, counter } = countingExecutor({ enabled: true, message: 'Back soon' });
  const settings = settingsStore(executor, localChangeBus());
  const answers = await Promise.all(Array.from({ length: 20 }, () => settings.maintenance()));
  assert.equal(counter.reads, 1);
  assert.ok(answers.every((answer) => answer.value.enabled && answer.value.message === 'Back soon'));
  // Cached afterwards.
  await settings.maintenance();
  assert.equal(counter.reads, 1);
});
