import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { useAppProps } from 'antd/es/app/context';
import { attachFeedback, feedback, hostWanted } from './feedback';

/** A stand-in for Ant Design's APIs that records calls; messages close when `closeAll` runs. */
function fakeApis() {
  const calls: string[] = [];
  const closers: ((closed: boolean) => void)[] = [];
  const opened = (name: string) => (content: unknown) => {
    calls.push(`${name}:${String(content)}`);
    const closed = new Promise<boolean>((resolve) => closers.push(resolve));
    return Object.assign(() => calls.push(`close:${String(content)}`), { then: closed.then.bind(closed) });
  };
  const message = { info: opened('info'), success: opened('success'), error: opened('error'), warning: opened('warning'), loading: opened('loading'), open: opened('open'), destroy: (key?: unknown) => calls.push(`destroy:${String(key)}`) };
  const modal = { confirm: (config: { title: string }) => (calls.push(`confirm:${config.title}`), { destroy: () => calls.push('dialog-destroy'), update: () => undefined, then: (ok: (yes: boolean) => unknown) => Promise.resolve(ok(true)) }) };
  const api = { message, notification: {}, modal } as unknown as useAppProps;
  return { api, calls, closeAll: () => closers.forEach((close) => close(true)) };
}

test('calls made before the real APIs arrive ask for them, then run in order; later calls go straight through', async () => {
  assert.equal(hostWanted.get(), false);
  feedback.message.destroy(); // nothing shown yet: nothing to load
  assert.equal(hostWanted.get(), false);

  const first = feedback.message.warning('slow down');
  const dialog = feedback.modal.confirm({ title: 'sure?' });
  const closeEarly = feedback.message.error('failed');
  closeEarly();
  assert.equal(hostWanted.get(), true);

  const fake = fakeApis();
  attachFeedback(fake.api);
  assert.equal(await dialog.then((yes) => yes, () => undefined), true);
  dialog.destroy();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual(fake.calls, ['warning:slow down', 'confirm:sure?', 'error:failed', 'close:failed', 'dialog-destroy']);

  fake.closeAll();
  assert.equal(await first, true, 'a queued message settles when the real one closes');

  feedback.message.success('saved');
  assert.equal(fake.calls.at(-1), 'success:saved');
});
