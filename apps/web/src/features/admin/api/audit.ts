import { useQuery } from '@tanstack/react-query';
import { adminApi } from './client';
import { adminKeys } from './keys';

/** One back-office action, as GET /api/admin/audit-log answers it (the schema lives in the route). */
export interface AuditEntry {
  id: number;
  operatorId: number | null;
  action: string;
  subject: string | null;
  detail: string | null;
  createdAt: string;
}

export const useAuditLog = () => useQuery({ queryKey: adminKeys.audit, queryFn: () => adminApi<AuditEntry[]>('GET', '/api/admin/audit-log') });
