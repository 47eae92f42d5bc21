import { PAY_LATER_SLUG, type PayLaterApplication, type PayLaterCreditLine } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CreditLine = Pick<PayLaterCreditLine, 'status' | 'availableCredit'>;

/** How often and how many times the page asks again right after an application, until the provider's decision shows. */
const DECISION_POLL_MS = 2000;
const DECISION_POLL_ATTEMPTS = 5;

/**
 * The seller's pay-later credit line; no answer (no application, provider not reachable) reads as no status: 'Apply Now'.
 * Back from the application page the decision may arrive a moment later (by the provider's webhook), so the page asks a few more times.
 */
export const useCreditLine = (awaitingDecision: boolean) =>
  useQuery({
    queryKey: ['payments', 'credit-line'],
    queryFn: (): Promise<CreditLine> =>
      api<CreditLine>('GET', `/api/payment/${PAY_LATER_SLUG}/buyer/creditline`).catch(() => ({ status: null, availableCredit: 0 })),
    retry: false,
    refetchInterval: (q) => (awaitingDecision && !q.state.data?.status && q.state.dataUpdateCount <= DECISION_POLL_ATTEMPTS ? DECISION_POLL_MS : false),
  });

/** Opens the provider's credit application; the browser goes to its hosted page (redirectUrl). */
export const applyForCredit = (body: PayLaterApplication) => api<{ token: string; redirectUrl: string }>('POST', `/api/payment/${PAY_LATER_SLUG}/buyer`, { body });
