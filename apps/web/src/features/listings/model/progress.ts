/** A batch task's "Publication situation": items done (succeeded or failed) out of all, and the percent for its bar. */
export function publicationProgress(task: { total: number; succeeded: number; failed: number }): { done: number; percent: number } {
  const done = Math.min(task.total, task.succeeded + task.failed);
  return { done, percent: task.total === 0 ? 100 : Math.floor((done * 100) / task.total) };
}
