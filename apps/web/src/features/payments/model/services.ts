import type { AttachmentOption, PaymentOrder, saveAttachmentsRequest } from '@threadway/contracts';
import type { z } from 'zod';

export type ServiceType = AttachmentOption['type'];
/** The option chosen per service type; a type left out is not wanted. */
export type ServiceChoice = Partial<Record<ServiceType, string>>;

/** Tags and Bags go on every line, a Card on every order (spec 3 Attachment). */
export function attachmentList(order: Pick<PaymentOrder, 'kkOrderIds' | 'orderItems'>, choice: ServiceChoice): z.input<typeof saveAttachmentsRequest>['list'] {
  const perLine = (['Tags', 'Bags'] as const).flatMap((type) => {
    const skuCode = choice[type];
    return skuCode ? order.orderItems.map((item) => ({ kkOrderId: item.kkOrderId, kkItemId: item.kkItemId, skuCode, type })) : [];
  });
  const card = choice.Cards;
  const perOrder = card ? order.kkOrderIds.map((kkOrderId) => ({ kkOrderId, skuCode: card, type: 'Cards' as const })) : [];
  return [...perLine, ...perOrder];
}

/** The choices already saved, read back from the orders' lines and saved cards. */
export function savedChoice(saved: readonly { type: string; skuCode: string }[]): ServiceChoice {
  const choice: ServiceChoice = {};
  for (const entry of saved) if (entry.type === 'Tags' || entry.type === 'Bags' || entry.type === 'Cards') choice[entry.type] ??= entry.skuCode;
  return choice;
}
