import type { BillingPreview, BillingPreviewInput } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The Order Amount box and the coupon list (spec 7 orderBillingPreviewInfo). */
export const useBillingPreview = (input: BillingPreviewInput | null) =>
  useQuery({
    queryKey: ['checkout', 'billing', input],
    queryFn: () => api<BillingPreview>('POST', '/api/product/orderBillingPreviewInfo', { body: input }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
