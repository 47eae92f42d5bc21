import type { OnePageConfig, OnePageConfirmAnswer, OnePageConfirmRequest } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The gateway's publishable key and script for the one-page card form (method 1); asked only once the form is shown. */
export const useOnePageConfig = (enabled: boolean) =>
  useQuery({ queryKey: ['payments', 'onePage', 'config'], queryFn: () => api<OnePageConfig>('GET', '/api/payment/cardgateway/onePage/config'), enabled, staleTime: Infinity, retry: false });

/** Confirms the transaction's payment at the gateway with the card its frame tokenised. */
export const confirmOnePage = (body: OnePageConfirmRequest) => api<OnePageConfirmAnswer>('POST', '/api/payment/cardgateway/onePage/confirm', { body });
