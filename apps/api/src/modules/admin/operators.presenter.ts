import type { Operator, OperatorRole } from '@threadway/contracts';
import type { OperatorRow } from './operators.repository.ts';

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  roles: row.roles as OperatorRole[],
  active: row.active,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
