import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { transactionStatus } from '../api/payments';
import { peekPaymentQuery, takePaymentQuery } from '../model/payment-return';
import { useRefreshMoney, useSaveCard } from './api/wallet';

/** How long the page waits for the gateway's webhook to confirm a top-up before saying it is still on its way. */
const CONFIRM_TRIES = 30;
const CONFIRM_INTERVAL_MS = 1_000;

export type TopUpOutcome = { state: 'confirming' } | { state: 'succeeded' } | { state: 'failed'; reason: string | null } | { state: 'pending' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The gateway's hosted pages send the browser back here: `topUp=success|fail&transactionId=`
 * after a top-up (the money lands with the gateway's webhook, so the status is polled until it
 * settles), `cardSession={id}` after adding a card (kept through POST creditCards) or
 * `cardSession=cancelled`. The query is cleared once the outcome is known. A top-up started on
 * the payment page returns there once the money is confirmed.
 */
export function useGatewayReturn(): TopUpOutcome | null {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const refreshMoney = useRefreshMoney();
  const saveCard = useSaveCard();
  const [outcome, setOutcome] = useState<TopUpOutcome | null>(null);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const topUp = params.get('topUp');
    const transactionId = Number(params.get('transactionId'));
    const cardSession = params.get('cardSession');
    const signature = params.toString();
    if ((!topUp && !cardSession) || handled.current === signature) return;
    handled.current = signature;
    // The query stays until the outcome is known: a page mounted again meanwhile (or reloaded)
    // asks once more, which the server answers the same way.
    const done = () => setParams({}, { replace: true });

    if (cardSession === 'cancelled') {
      message.info(t('cards.cancelled'));
      done();
    } else if (cardSession) {
      saveCard
        .mutateAsync(cardSession)
        .then(
          (answer) => message.success(answer.message),
          (error: unknown) => message.error(error instanceof ApiError ? error.message : t('errors.generic')),
        )
        .finally(done);
    }
    // Clearing the query after leaving for the payment page would navigate back here: only when staying.
    if (topUp && Number.isSafeInteger(transactionId) && transactionId > 0) void confirmTopUp(transactionId).then((left) => left || done());
    else if (topUp) done();
    // Runs once per return; the callbacks it uses are stable enough for that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  /** Polls the top-up until it settles; true when the browser went back to the payment page. */
  async function confirmTopUp(transactionId: number): Promise<boolean> {
    setOutcome({ state: 'confirming' });
    for (let attempt = 0; attempt < CONFIRM_TRIES; attempt++) {
      try {
        const { status, failureMessage } = await transactionStatus(transactionId);
        if (status === 'succeeded') {
          await refreshMoney();
          // Topped up from the payment page: back to the payment the seller was making. The kept query
          // is only read here and taken by the payment page on arrival: a return page loaded twice (a
          // reload, a gateway redirect repeated) must still find its way back.
          const payment = peekPaymentQuery(sessionStorage, 'topUp');
          if (payment) {
            void navigate(`/mall/paymentPage?${payment}`, { state: { toppedUp: true } });
            return true;
          }
          setOutcome({ state: 'succeeded' });
          return false;
        }
        if (status === 'failed' || status === 'cancelled') {
          takePaymentQuery(sessionStorage, 'topUp');
          setOutcome({ state: 'failed', reason: failureMessage });
          return false;
        }
      } catch {
        // A passing network failure: ask again.
      }
      await wait(CONFIRM_INTERVAL_MS);
    }
    setOutcome({ state: 'pending' });
    return false;
  }

  return outcome;
}
