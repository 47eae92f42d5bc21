import assert from 'node:assert/strict';
import { test } from 'node:test';
import { actionsOf } from './row-actions.ts';

const row = { status: 'published' as const, syncType: null, lastError: null, catalogueChanged: false };

test('each tab offers its actions (spec 2.7): Published synchronizes, hides and deletes; Hidden relists and deletes', () => {
  assert.deepEqual(actionsOf(row), ['sync', 'hide', 'delete']);
  assert.deepEqual(actionsOf({ ...row, status: 'hidden' }), ['relist', 'delete']);
  assert.deepEqual(actionsOf({ ...row, status: 'deleted' }), []);
});

test('a catalogue change puts Update first', () => {
  assert.deepEqual(actionsOf({ ...row, catalogueChanged: true }), ['update', 'sync', 'hide', 'delete']);
  assert.deepEqual(actionsOf({ ...row, status: 'hidden', catalogueChanged: true }), ['update', 'relist', 'delete']);
});

test('nothing while a write runs; a queued listing only once it failed, to delete it', () => {
  assert.deepEqual(actionsOf({ ...row, syncType: 4 }), []);
  assert.deepEqual(actionsOf({ ...row, status: 'queued' }), []);
  assert.deepEqual(actionsOf({ ...row, status: 'queued', lastError: 'Title rejected' }), ['delete']);
});
