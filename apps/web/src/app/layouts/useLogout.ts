import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../features/accounts/api/logout';

/** Signs out, drops every cached answer of the previous user, then goes where logout says. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const to = await logout();
    queryClient.clear();
    if (to) navigate(to);
  };
}
