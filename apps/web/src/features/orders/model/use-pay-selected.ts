import type { OrderSummary } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from '../api/orders';
import { oosSplit, whetherToPay } from '../api/pay-orders';
import { splitForPayment } from './pay-selection';

type SoldOut = { kkOrderId: string; skuCode: string }[];

/**
 * Pay for the selected orders (spec 2.5): orders missing required information are named and left
 * out ('Continue to Pay'); sold-out products ask 'Continue without OOS items' (the out-of-stock
 * lines leave their orders) or 'Continue to pay'; then the Pay dialog opens.
 */
export function usePaySelected() {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [payIds, setPayIds] = useState<string[] | null>(null);
  const [oos, setOos] = useState<{ ids: string[]; soldOut: SoldOut } | null>(null);
  const [busy, setBusy] = useState(false);
  const failed = (error: unknown) => message.error(error instanceof ApiError && error.message ? error.message : t('pay.failed'));

  const start = async (selected: OrderSummary[]) => {
    const { payable, missingInformation } = splitForPayment(selected);
    if (missingInformation.length > 0) {
      const goOn = await modal.confirm({
        title: t('messages:orders.missingInformation'),
        content: missingInformation.map((o) => o.kkOrderId).join(', '),
        okText: t('pay.continueToPay'),
        cancelText: t('actions.back'),
        okButtonProps: { 'data-testid': 'missing-info-continue' },
      });
      if (!goOn) return;
    }
    if (payable.length === 0) {
      message.warning(t('pay.nothingToPay'));
      return;
    }
    const ids = payable.map((o) => o.kkOrderId);
    setBusy(true);
    try {
      const check = await whetherToPay(ids);
      if (check.notPayable.length > 0) {
        message.error(check.message ?? t('pay.failed'));
        await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      } else if (check.soldOut.length > 0) setOos({ ids, soldOut: check.soldOut });
      else setPayIds(ids);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  /** Moves the out-of-stock lines out of their orders; an order with nothing left is not paid. */
  const withoutOos = async () => {
    if (!oos) return;
    setBusy(true);
    const keep = new Set(oos.ids);
    try {
      for (const kkOrderId of new Set(oos.soldOut.map((line) => line.kkOrderId))) {
        await oosSplit(kkOrderId).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 409) keep.delete(kkOrderId);
          else throw error;
        });
      }
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      setOos(null);
      if (keep.size > 0) setPayIds([...keep]);
      else message.warning(t('messages:orders.allOos'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    start,
    busy,
    payIds,
    closePay: () => setPayIds(null),
    oos: oos?.soldOut ?? null,
    withoutOos,
    payAll: () => {
      setPayIds(oos?.ids ?? null);
      setOos(null);
    },
    closeOos: () => setOos(null),
  };
}
