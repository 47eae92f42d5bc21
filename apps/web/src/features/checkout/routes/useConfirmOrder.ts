import { orderWeightGrams, type Address } from '@threadway/contracts';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { dismissReminder, useCheckoutProfile, useReminderDismissed } from '../api/account';
import { createOrder } from '../api/orders';
import { confirmProblem } from '../model/confirm-checks';
import { createOrderBody } from '../model/order-request';
import type { BagCheckout } from './useBagCheckout';

interface Input {
  userId: number;
  address: Address | null;
  checkout: BagCheckout;
  /** Sends quantity changes still waiting for their debounce. */
  flushQuantities: () => Promise<void>;
}

/**
 * 'Confirm Order' (spec 5): the checks in order (the bind-e-mail dialog for the first), the
 * pre-checkout reminder unless dismissed for good, then the order and the payment page.
 */
export function useConfirmOrder({ userId, address, checkout, flushQuantities }: Input) {
  const { t } = useTranslation('checkout');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const profile = useCheckoutProfile(userId);
  const reminderDismissed = useReminderDismissed();
  const [bindEmailOpen, setBindEmailOpen] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const [pending, setPending] = useState(false);
  // One key per confirm attempt: sending the same attempt twice returns the same order.
  const attemptKey = useRef<string | null>(null);

  const place = async () => {
    const { billing, delivery, lines, promoCode } = checkout;
    if (!address || !delivery || !billing || pending) return;
    attemptKey.current ??= crypto.randomUUID();
    setPending(true);
    try {
      await flushQuantities();
      const ids = await createOrder(createOrderBody({ address, delivery, billing, lines, promoCode }), attemptKey.current);
      const query = new URLSearchParams({
        kkOrderId: ids[0] ?? '',
        warehouseName: checkout.warehouseName ?? '',
        weightTotal: String(orderWeightGrams(lines.map((l) => ({ packageWeight: l.item.packageWeight, num: l.num })))),
      });
      attemptKey.current = null;
      void navigate(`/mall/paymentPage?${query}`);
    } catch (error) {
      // The server answered: this attempt is settled, the next click is a new one. A network failure keeps the key.
      if (error instanceof ApiError && error.status > 0) attemptKey.current = null;
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
    } finally {
      setPending(false);
    }
  };

  const start = (emailBound = Boolean(profile.data?.email)) => {
    if (pending) return;
    const problem = confirmProblem({ emailBound, hasAddress: address !== null, hasChannel: checkout.delivery !== undefined, productCount: checkout.lines.length });
    if (problem === 'bindEmail') return setBindEmailOpen(true);
    if (problem) return void message.warning(t(`checks.${problem}`));
    if (!reminderDismissed.data) return setReminderOpen(true);
    void place();
  };

  return {
    pending,
    start: () => start(),
    profile: profile.data ?? null,
    bindEmailOpen,
    closeBindEmail: () => setBindEmailOpen(false),
    afterBindEmail: async () => {
      setBindEmailOpen(false);
      const fresh = await profile.refetch();
      start(Boolean(fresh.data?.email));
    },
    reminderOpen,
    closeReminder: () => setReminderOpen(false),
    afterReminder: async (dontAsk: boolean) => {
      setReminderOpen(false);
      if (dontAsk) await dismissReminder().then(() => reminderDismissed.refetch(), () => undefined);
      void place();
    },
  };
}
