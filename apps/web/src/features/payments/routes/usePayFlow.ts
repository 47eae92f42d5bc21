import { PAYMENT_METHODS, type PaymentMethodCode, type PaymentOrder } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { saveAttachments } from '../api/attachments';
import { saveRemark, whetherToPay } from '../api/payment-order';
import { balanceKey, createTransaction, hostedCheckout, payByBalance } from '../api/payments';
import type { OnePageCard } from '../components/useOnePageCard';
import { attachmentList, type ServiceChoice } from '../model/services';
import { failQuery, successQuery } from '../model/status-query';

interface PayInput {
  order: PaymentOrder;
  kkOrderId: string;
  method: PaymentMethodCode | null;
  services: ServiceChoice;
  remark: string;
  /** The one-page card form (method 1). */
  card: OnePageCard;
}

/**
 * The pay flow of spec 4: check the orders can still be paid (spec 8: sold-out products are paid
 * only once the seller confirms 'Continue to Pay'), save the services, save the note, create the transaction, pay by the
 * chosen method. One Idempotency-Key per attempt, so a repeated click or retried request never
 * creates a second transaction or takes the balance twice.
 */
export function usePayFlow() {
  const { t } = useTranslation('payments');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  const attemptKey = useRef<string | null>(null);

  const failed = (error: unknown, fallback: string) => message.error(error instanceof ApiError && error.message ? error.message : t(fallback));

  /** False when the orders must not be paid: no longer waiting for payment, or sold-out products the seller chose not to pay for. */
  const stillPayable = async (kkOrderIds: string[]): Promise<boolean> => {
    try {
      const check = await whetherToPay(kkOrderIds);
      if (check.notPayable.length > 0) {
        message.error(check.message ?? t('errors.payFailed'));
        return false;
      }
      if (check.soldOut.length === 0) return true;
      return await modal.confirm({
        title: check.message,
        content: check.soldOut.map((line) => line.skuCode).join(', '),
        okText: t('actions.continueToPay'),
        cancelText: t('actions.cancel'),
        okButtonProps: { 'data-testid': 'continue-to-pay' },
      });
    } catch (error) {
      failed(error, 'errors.generic');
      return false;
    }
  };

  const payOrders = async (input: PayInput, method: PaymentMethodCode) => {
    const { order, kkOrderId, services, remark } = input;
    // Method 1: the card goes to the gateway's frame first; only its token is ours to send.
    const paymentMethodId = method === PAYMENT_METHODS.cardGateway ? await input.card.token() : null;
    if (method === PAYMENT_METHODS.cardGateway && !paymentMethodId) return;
    attemptKey.current ??= crypto.randomUUID();
    const key = attemptKey.current;
    try {
      await saveAttachments({ kkOrderIds: order.kkOrderIds, list: attachmentList(order, services) });
      await Promise.all(order.kkOrderIds.map((id) => saveRemark(id, remark)));
      const amount = order.pays.totalAmount;
      const transactionId = await createTransaction({ amount, paymentMethod: method, currencyCode: 'USD', paymentType: 0, kkOrderIds: order.kkOrderIds }, key);
      if (method === 0) {
        await payByBalance(transactionId, key);
        await queryClient.invalidateQueries({ queryKey: balanceKey });
        void navigate(`/payment-status?${successQuery(transactionId)}`);
      } else if (paymentMethodId) {
        const outcome = await input.card.confirm(transactionId, paymentMethodId);
        if (outcome === 'paid') void navigate(`/payment-status?${successQuery(transactionId)}`);
        // Declined: the reason stays under the form and the next try is a new payment of the still unpaid orders.
        if (outcome === 'declined') attemptKey.current = null;
      } else {
        // The provider's hosted page takes the payment and returns the browser to /payment-status.
        window.location.assign((await hostedCheckout(transactionId, method)).redirectUrl);
      }
    } catch (error) {
      failed(error, 'errors.payFailed');
      void navigate(`/payment-status?${failQuery(kkOrderId)}`);
    }
  };

  const pay = async (input: PayInput) => {
    if (paying) return;
    if (input.method === null) {
      message.error(t('errors.selectMethod'));
      return;
    }
    setPaying(true);
    try {
      if (await stillPayable(input.order.kkOrderIds)) await payOrders(input, input.method);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying };
}
