import type { Executor } from '../../../platform/database.ts';
import { operatorsRepository } from '../operators.repository.ts';

/** Audit details are for people reading the log; very long ones (a whole stock grid) are cut. */
const MAX_DETAIL = 2000;

/**
 * Records a back-office change in the audit log inside the caller's transaction, so the entry
 * exists exactly when the change does.
 */
export async function audit(executor: Executor, operatorId: number, action: string, subject: string | number, detail?: unknown): Promise<void> {
  const text = detail === undefined ? null : typeof detail === 'string' ? detail : JSON.stringify(detail);
  await operatorsRepository(executor).audit({
    operatorId,
    action,
    subject: String(subject),
    detail: text && text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text,
  });
}
