import type { Operator, OperatorRole } from '@threadway/contracts';
import { createStore, useStore } from '../../lib/store';

/**
 * The signed-in operator, kept apart from the seller's session: its own localStorage key and
 * store, so signing in to the back office never touches the storefront and vice versa.
 */
export interface OperatorSession {
  token: string;
  operator: Operator;
  expiresAt: string;
}

const KEY = 'tw_operator';

function readStored(): OperatorSession | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as OperatorSession | null;
    // An expired token would only earn a 401 on the first call; drop it up front.
    return saved?.token && Date.parse(saved.expiresAt) > Date.now() ? saved : null;
  } catch {
    return null;
  }
}

export const operatorStore = createStore<OperatorSession | null>(readStored());
export const useOperatorSession = () => useStore(operatorStore);

export function saveOperatorSession(session: OperatorSession): void {
  localStorage.setItem(KEY, JSON.stringify(session));
  operatorStore.set(session);
}

/** Keeps the stored profile in step with the server (roles or name changed by another admin). */
export function patchOperator(operator: Operator): void {
  const current = operatorStore.get();
  if (current && JSON.stringify(current.operator) !== JSON.stringify(operator)) saveOperatorSession({ ...current, operator });
}

export function clearOperatorSession(): void {
  localStorage.removeItem(KEY);
  operatorStore.set(null);
}

/** Mirrors the server's check: an administrator may do everything, others need one of the roles. */
export function canAccess(operator: Operator | undefined, roles: readonly OperatorRole[] | undefined): boolean {
  if (!operator) return false;
  if (!roles || roles.length === 0) return true;
  return operator.roles.some((r) => r === 'admin' || roles.includes(r));
}
