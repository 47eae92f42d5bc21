import type { AdminPromoCode, CreatePromoCodeInput, UpdatePromoCodeInput } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { useCatalogueMutation, type Widen } from '../../catalogue/api/mutation';
import { promotionKeys } from './keys';

const base = '/api/admin/promotions/promo-codes';
export const PROMO_CODES_PAGE_SIZE = 20;

/** Promo codes, newest first; `search` is part of the code. */
export const usePromoCodes = (search: string | undefined, pageNumber: number) =>
  useQuery({
    queryKey: promotionKeys.promoCodes(search, pageNumber),
    queryFn: () => adminApi<{ list: AdminPromoCode[]; total: number }>('GET', base, { query: { search, pageNumber, pageSize: PROMO_CODES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useSavePromoCode = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<CreatePromoCodeInput> }) =>
    id === undefined
      ? adminCall<AdminPromoCode>('POST', base, { body: input as CreatePromoCodeInput })
      : adminCall<AdminPromoCode>('PUT', `${base}/${id}`, { body: input as UpdatePromoCodeInput }),
  );

export const useDisablePromoCode = () => useCatalogueMutation((id: number) => adminCall<AdminPromoCode>('POST', `${base}/${id}/disable`));
