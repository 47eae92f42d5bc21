import { BEHAVIOR_TYPE_ORDER_EMAILS } from '@threadway/contracts';
import { parseOrderEmailSettings, serializeOrderEmailSettings, type OrderEmailSettings } from '@threadway/contracts/notifications/order-notices';
import { and, eq, sql } from 'drizzle-orm';
import { behaviorConfigs } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

/** The seller's order e-mail switches, kept as a behaviour config (type 4) so no table is needed. */
export function orderEmailSettingsRepository(db: Executor) {
  return {
    async read(userId: number): Promise<OrderEmailSettings> {
      const [row] = await db
        .select({ content: behaviorConfigs.content })
        .from(behaviorConfigs)
        .where(and(eq(behaviorConfigs.userId, userId), eq(behaviorConfigs.type, BEHAVIOR_TYPE_ORDER_EMAILS)))
        .limit(1);
      return parseOrderEmailSettings(row?.content);
    },

    async save(userId: number, settings: OrderEmailSettings): Promise<void> {
      const content = serializeOrderEmailSettings(settings);
      await db
        .insert(behaviorConfigs)
        .values({ userId, type: BEHAVIOR_TYPE_ORDER_EMAILS, content })
        .onConflictDoUpdate({ target: [behaviorConfigs.userId, behaviorConfigs.type], set: { content, updatedAt: sql`now()` } });
    },
  };
}
