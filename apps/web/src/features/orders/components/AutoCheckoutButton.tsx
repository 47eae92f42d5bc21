import { App, Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { autoCheckout } from '../api/auto-checkout';
import { orderKeys } from '../api/orders';
import { AutoCheckoutReason } from './AutoCheckoutReason';

/**
 * Auto Checkout on the selected orders (spec 2.5): pays them from the seller's payment methods in
 * their order; the result says what was paid and why the rest was not, then the list refreshes.
 */
export function AutoCheckoutButton({ kkOrderIds, onDone }: { kkOrderIds: string[]; onDone: () => void }) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const answer = await autoCheckout(kkOrderIds);
      if (answer.data.failed.length === 0) message.success(answer.message);
      else
        modal.warning({
          title: answer.message,
          width: 560,
          content: (
            <ul data-testid="auto-checkout-failures" style={{ paddingInlineStart: 20 }}>
              {answer.data.failed.map(({ kkOrderId, failure }) => (
                <li key={kkOrderId}>
                  <strong>{kkOrderId}</strong>: <AutoCheckoutReason failure={failure} />
                </li>
              ))}
            </ul>
          ),
        });
      onDone();
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('autoCheckout.failed'));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    }
  };

  return (
    <Button disabled={kkOrderIds.length === 0} loading={busy} onClick={() => void run()} data-testid="order-auto-checkout">
      {t('autoCheckout.button', { count: kkOrderIds.length })}
    </Button>
  );
}
