import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmOnePage } from '../api/one-page';
import { CardForm, type CardTokeniser } from './CardForm';

/** paid: the card paid at once; bank: the browser goes to the bank's 3-D Secure page; declined: the reason is under the form. */
export type CardOutcome = 'paid' | 'bank' | 'declined';

/**
 * The one-page card form (method 1) wherever orders are paid, the payment page and the order
 * list's Pay dialog alike: the gateway's frame, the token it answers, and the confirmation of the
 * method-1 transaction at our server, which settles it once (decision 0038, invariant 20).
 */
export function useOnePageCard() {
  const { t } = useTranslation('payments');
  const tokeniser = useRef<CardTokeniser | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The card typed in the frame as the gateway's PaymentMethod id; null when it could not be read (the reason is shown). */
  const token = useCallback(async (): Promise<string | null> => {
    setError(null);
    const answer = tokeniser.current ? await tokeniser.current() : { error: { message: t('cardForm.unavailable') } };
    if ('error' in answer) {
      setError(answer.error.message);
      return null;
    }
    return answer.paymentMethod.id;
  }, [t]);

  /** Confirms the transaction with the token; a bank asking for 3-D Secure gets the browser, which comes back through the server to /payment-status. */
  const confirm = useCallback(
    async (transactionId: number, paymentMethodId: string): Promise<CardOutcome> => {
      const answer = await confirmOnePage({ transactionId, paymentMethodId });
      if (answer.status === 'succeeded') return 'paid';
      if (answer.status === 'requiresAction' && answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return 'bank';
      }
      // Declined: the orders stay unpaid and the next try is a new payment.
      setError(answer.message ?? t('errors.payFailed'));
      return 'declined';
    },
    [t],
  );

  return { form: <CardForm tokeniser={tokeniser} error={error} />, token, confirm, clearError: () => setError(null) };
}
export type OnePageCard = ReturnType<typeof useOnePageCard>;
