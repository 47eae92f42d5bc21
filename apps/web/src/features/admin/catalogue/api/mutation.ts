import type { Envelope } from '@threadway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../api/keys';
import { catalogueKeys } from './keys';

/**
 * A request body as forms produce it: fields the contracts narrow to a few numbers (status 0 or 1,
 * product type 1-3) are plain numbers in the form; the server checks the values.
 */
export type Widen<T> = { [K in keyof T]: T[K] extends number | null | undefined ? Exclude<T[K], number> | number : T[K] };

/**
 * A back-office write. Resolves to the server's envelope (its message is shown); afterwards every
 * catalogue query is refreshed, since one change shows on several screens (a new product in the
 * event picker, a renamed category in the product list), and so is the audit log.
 */
export function useCatalogueMutation<V, D>(mutationFn: (vars: V) => Promise<Envelope<D>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
