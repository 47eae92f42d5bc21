import type { AttachmentOption, saveAttachmentsRequest } from '@threadway/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orderAttachments } from '../../db/schema/index.ts';
import type { Db } from '../../platform/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { ordersRepository } from './orders.repository.ts';

/** The customised services on offer (spec 3 Attachment): hang tags and bags per line, a card per order. */
export const ATTACHMENT_OPTIONS: readonly AttachmentOption[] = [
  { type: 'Tags', skuCode: 'TAG-KRAFT', name: 'Kraft hang tag', imageUrl: null },
  { type: 'Tags', skuCode: 'TAG-WHITE', name: 'White hang tag', imageUrl: null },
  { type: 'Bags', skuCode: 'BAG-CLEAR', name: 'Clear poly bag', imageUrl: null },
  { type: 'Bags', skuCode: 'BAG-FROSTED', name: 'Frosted zip bag', imageUrl: null },
  { type: 'Cards', skuCode: 'CARD-THANKS', name: 'Thank-you card', imageUrl: null },
];

export function attachmentsService(db: Db) {
  const repo = ordersRepository(db);
  return {
    /**
     * Replaces the customised services of the given orders (all waiting for payment, all the
     * caller's). Tags and Bags go on a line, one per piece; a Card belongs to the order,
     * quantity 1, free.
     */
    async save(userId: number, input: z.output<typeof saveAttachmentsRequest>) {
      const list = await repo.mineOrFail(userId, [...new Set([...input.kkOrderIds, ...input.list.map((l) => l.kkOrderId)])], true);
      const items = await repo.items(list.map((o) => o.id));
      const rows = input.list.map((entry) => {
        const option = ATTACHMENT_OPTIONS.find((o) => o.skuCode === entry.skuCode && o.type === entry.type);
        if (!option) throw badRequest('orders.attachmentUnavailable');
        const order = list.find((o) => o.kkOrderId === entry.kkOrderId)!;
        if (option.type === 'Cards') return { orderId: order.id, orderItemId: null, type: option.type, skuCode: option.skuCode, name: option.name, imageUrl: option.imageUrl, quantity: 1, priceCents: 0 };
        const item = items.find((i) => i.id === entry.kkItemId && i.orderId === order.id);
        if (!item) throw badRequest('orders.itemMissing');
        return { orderId: order.id, orderItemId: item.id, type: option.type, skuCode: option.skuCode, name: option.name, imageUrl: option.imageUrl, quantity: item.quantity, priceCents: 0 };
      });
      await db.transaction(async (tx) => {
        await tx.delete(orderAttachments).where(inArray(orderAttachments.orderId, list.map((o) => o.id)));
        if (rows.length > 0) await tx.insert(orderAttachments).values(rows);
      });
    },

    /** The services saved on one order. */
    async ofOrder(userId: number, kkOrderId: string) {
      const [order] = await repo.mineOrFail(userId, [kkOrderId], false);
      const rows = await db.select().from(orderAttachments).where(eq(orderAttachments.orderId, order!.id));
      return rows.map((a) => ({ type: a.type, skuCode: a.skuCode ?? '', name: a.name, imageUrl: a.imageUrl, kkOrderId, kkItemId: a.orderItemId, quantity: a.quantity, price: a.priceCents }));
    },
  };
}
export type AttachmentsService = ReturnType<typeof attachmentsService>;
