import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FILE_STATUS, canExportAgain, fileStatusTone, letterState } from './file-status.ts';

test('export status colours follow spec 4: 1 and 2 in progress, 4 failed, the rest done', () => {
  assert.equal(fileStatusTone(FILE_STATUS.waiting), 'progress');
  assert.equal(fileStatusTone(FILE_STATUS.running), 'progress');
  assert.equal(fileStatusTone(FILE_STATUS.failed), 'failed');
  assert.equal(fileStatusTone(FILE_STATUS.done), 'done');
  // 'others green': codes the spec does not name count as done.
  assert.equal(fileStatusTone(0), 'done');
  assert.equal(fileStatusTone(7), 'done');
});

test('Export Again is offered for finished and failed tasks, never for one in progress', () => {
  assert.equal(canExportAgain(FILE_STATUS.failed), true);
  assert.equal(canExportAgain(FILE_STATUS.done), true);
  assert.equal(canExportAgain(FILE_STATUS.waiting), false);
  assert.equal(canExportAgain(FILE_STATUS.running), false);
});

test('a letter is a draft without send time, scheduled before it, sent from it on', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  assert.equal(letterState(null, now), 'draft');
  assert.equal(letterState('2025-03-01T12:00:01Z', now), 'scheduled');
  assert.equal(letterState('2025-03-01T12:00:00Z', now), 'sent');
  assert.equal(letterState(new Date('2024-01-01T00:00:00Z'), now), 'sent');
});
