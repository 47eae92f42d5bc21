import type { Address, AddressRequest } from '@threadway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

export type { Address };
/** What the form sends: an id when editing, none when adding. */
export type AddressInput = AddressRequest;

export const ADDRESSES_KEY = ['addresses', 'list'] as const;

export const useAddresses = () => useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => api<Address[]>('GET', '/api/store/addressList') });

/** Every change refreshes the list; the caller shows the server's message ('Change address successfully!', ...). */
function useAddressMutation<T, R>(run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_KEY }) });
}

export const useSaveAddress = () => useAddressMutation((input: AddressInput) => call<Address>('POST', '/api/store/address', { body: input }));
export const useDeleteAddress = () => useAddressMutation((id: number) => call<null>('DELETE', `/api/store/address/${id}`));
export const useSetDefaultAddress = () => useAddressMutation((id: number) => call<null>('PUT', `/api/store/defaultAddress/${id}`));
