import assert from 'node:assert/strict';
import { expectOk, type TestServer } from './harness.ts';

export interface ListedTask {
  id: number;
  taskType: string;
  taskTypeName: string;
  format: string;
  fileStatus: number;
  fileStatusName: string;
  fileResultPath: string | null;
  fileName: string | null;
}

export const fileTasksOf = async (server: TestServer, token: string) =>
  expectOk<{ list: ListedTask[]; total: number }>(await server.request('POST', '/api/product/getFileTaskList', { token, body: { pageSize: 50 } }));

/** Waits until the task is done or failed (the request already woke the worker; runDue makes sure). */
export async function finishedTask(server: TestServer, token: string, id: number): Promise<ListedTask> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await server.app.jobs.runDue();
    const task = (await fileTasksOf(server, token)).list.find((t) => t.id === id);
    assert.ok(task, `task ${id} is listed`);
    if (task.fileStatus === 3 || task.fileStatus === 4) return task;
    assert.ok(Date.now() < deadline, `task ${id} still at status ${task.fileStatus}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Downloads a file the way the web does: our address, the seller's token. */
export async function download(server: TestServer, path: string, token?: string) {
  const response = await fetch(new URL(path, server.baseUrl), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
