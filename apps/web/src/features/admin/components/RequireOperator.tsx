import { Navigate, useLocation } from 'react-router';
import { useOperatorSession } from '../session';
import { AdminShell } from './AdminShell';

/** Back-office screens need an operator; without one (or after a 401), go to the operator sign-in. */
export function RequireOperator() {
  const session = useOperatorSession();
  const location = useLocation();
  if (!session) return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
  return <AdminShell />;
}
