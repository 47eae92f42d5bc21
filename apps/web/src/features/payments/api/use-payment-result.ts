import type { PaymentTransaction } from '@threadway/contracts';
import { useQuery } from '@tanstack/react-query';
import type { StatusQuery } from '../model/status-query';
import { getTransaction, transactionStatus } from './payments';

/** How often and how long the page asks for the gateway's result (it arrives by the gateway's callback, usually within seconds). */
const POLL_MS = 1500;
/** About two minutes of asking; after that the page keeps saying the payment is being confirmed. */
const POLL_ATTEMPTS = 80;
const FAIL_POLL_ATTEMPTS = 4;

/**
 * The result of a gateway payment: polls the transaction's status until it is final (spec 7),
 * then reads the transaction for its orders, amount and time. Without a transaction id there is nothing to ask.
 */
export function usePaymentResult(query: StatusQuery) {
  const id = query.transactionId;
  const status = useQuery({
    queryKey: ['payments', 'transaction-status', id],
    queryFn: () => transactionStatus(id!),
    enabled: id !== null,
    refetchInterval: (q) => {
      const current = q.state.data?.status;
      const waiting = current === 'created' || current === 'processing';
      // Back from the gateway with a failure, a few looks suffice to pick up the provider's reason; a seller who left the gateway never gets one.
      return waiting && q.state.dataUpdateCount < (query.state === 'success' ? POLL_ATTEMPTS : FAIL_POLL_ATTEMPTS) ? POLL_MS : false;
    },
  });
  const final = status.data && !['created', 'processing'].includes(status.data.status) ? status.data.status : null;
  const transaction = useQuery<PaymentTransaction>({
    queryKey: ['payments', 'transaction', id, final],
    queryFn: () => getTransaction(id!),
    enabled: id !== null && final !== null,
  });
  return { status, final, transaction: transaction.data };
}
