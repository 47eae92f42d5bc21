import type { CancelRequestAnswer } from '@threadway/contracts';
import { call } from '../../../lib/api-client';

/** Agree or Reject the store customer's cancellation request (docs/decisions/0030); resolves to the server's message. */
export const answerCancelRequest = async (kkOrderId: string, answer: CancelRequestAnswer) =>
  (await call<{ kkOrderIds: string[] }>('PUT', `/api/orders/${encodeURIComponent(kkOrderId)}/cancelRequest/${answer}`)).message;
