import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { visitors } from '../db/schema/index.ts';
import type { Executor } from './database.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Guests' visitor tickets (spec 6): issued on request, checked where a guest may act. */
export function visitorTickets(db: Executor) {
  return {
    async issue(ip: string): Promise<string> {
      const ticket = randomUUID();
      await db.insert(visitors).values({ ticket, ip });
      return ticket;
    },
    async isValid(ticket: string | string[] | undefined): Promise<boolean> {
      if (typeof ticket !== 'string' || !UUID.test(ticket)) return false;
      const rows = await db
        .update(visitors)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(visitors.ticket, ticket))
        .returning({ ticket: visitors.ticket });
      return rows.length === 1;
    },
  };
}
export type VisitorTickets = ReturnType<typeof visitorTickets>;
