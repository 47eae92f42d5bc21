import type { AdminCouponTemplate, CreateCouponTemplateInput, IssueCouponInput, UpdateCouponTemplateInput } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminCall } from '../../api/client';
import { useCatalogueMutation, type Widen } from '../../catalogue/api/mutation';
import { promotionKeys } from './keys';

const base = '/api/admin/promotions/coupons';
export const COUPONS_PAGE_SIZE = 20;

/** Coupon templates, newest first; `status` 1 active, 0 withdrawn, undefined both. */
export const useCouponTemplates = (status: number | undefined, pageNumber: number) =>
  useQuery({
    queryKey: promotionKeys.coupons(status, pageNumber),
    queryFn: () => adminApi<{ list: AdminCouponTemplate[]; total: number }>('GET', base, { query: { status, pageNumber, pageSize: COUPONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export const useSaveCouponTemplate = () =>
  useCatalogueMutation(({ id, input }: { id?: number; input: Widen<CreateCouponTemplateInput> }) =>
    id === undefined
      ? adminCall<AdminCouponTemplate>('POST', base, { body: input as CreateCouponTemplateInput })
      : adminCall<AdminCouponTemplate>('PUT', `${base}/${id}`, { body: input as UpdateCouponTemplateInput }),
  );

export const useWithdrawCouponTemplate = () => useCatalogueMutation((id: number) => adminCall<AdminCouponTemplate>('POST', `${base}/${id}/withdraw`));

/** Resolves to how many new tickets were issued and how many sellers held one already. */
export const useIssueCoupon = () =>
  useCatalogueMutation(({ id, input }: { id: number; input: IssueCouponInput }) => adminCall<{ issued: number; alreadyHeld: number }>('POST', `${base}/${id}/issue`, { body: input }));
