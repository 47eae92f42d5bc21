import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { paymentConsents, paymentSettings, paymentTransactions, savedCards, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type CardRow = typeof savedCards.$inferSelect;
export type ConsentRow = typeof paymentConsents.$inferSelect;
export type ConsentWithCard = { consent: ConsentRow; card: Pick<CardRow, 'brand' | 'last4'> | null };

/** Saved cards, payment consents and the automatic-payment setting, always scoped to their owner. */
export function paymentManageRepository(db: Executor) {
  const ownedCard = (userId: number, id: number) => and(eq(savedCards.userId, userId), eq(savedCards.id, id), isNull(savedCards.deletedAt));
  const ownedConsent = (userId: number, id: number) => and(eq(paymentConsents.userId, userId), eq(paymentConsents.id, id));

  return {
    /** Serialises one seller's changes to cards, consents and settings by locking the user's row. */
    async lockOwner(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async insertTopUp(userId: number, amountCents: number, paymentMethod: number, paymentType: number) {
      const [row] = await db.insert(paymentTransactions).values({ userId, amountCents, paymentMethod, paymentType, currencyCode: 'USD' }).returning();
      return row!;
    },

    /** Default first, then newest. */
    cards: (userId: number) =>
      db
        .select()
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt)))
        .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), desc(savedCards.id)),

    async card(userId: number, id: number): Promise<CardRow | undefined> {
      const [row] = await db.select().from(savedCards).where(ownedCard(userId, id));
      return row;
    },

    async cardByPaymentMethod(paymentMethodId: string): Promise<CardRow | undefined> {
      const [row] = await db.select().from(savedCards).where(eq(savedCards.providerPaymentMethodId, paymentMethodId));
      return row;
    },

    /** The gateway customer of the seller's newest card, deleted ones included: one customer per seller. */
    async customerOf(userId: number): Promise<string | undefined> {
      const [row] = await db.select({ customer: savedCards.providerCustomerId }).from(savedCards).where(eq(savedCards.userId, userId)).orderBy(desc(savedCards.id)).limit(1);
      return row?.customer;
    },

    async insertCard(values: Omit<typeof savedCards.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>): Promise<CardRow> {
      const [row] = await db.insert(savedCards).values(values).returning();
      return row!;
    },

    async makeDefaultCard(userId: number, id: number) {
      await db
        .update(savedCards)
        .set({ isDefault: sql`${savedCards.id} = ${id}` })
        .where(and(eq(savedCards.userId, userId), isNull(savedCards.deletedAt)));
    },

    async deleteCard(userId: number, id: number) {
      await db.update(savedCards).set({ deletedAt: new Date(), isDefault: false }).where(ownedCard(userId, id));
      await db.delete(paymentConsents).where(and(eq(paymentConsents.userId, userId), eq(paymentConsents.cardId, id)));
    },

    /** In the seller's order: sort order, then oldest first. */
    consents: (userId: number): Promise<ConsentWithCard[]> =>
      db
        .select({ consent: paymentConsents, card: { brand: savedCards.brand, last4: savedCards.last4 } })
        .from(paymentConsents)
        .leftJoin(savedCards, eq(savedCards.id, paymentConsents.cardId))
        .where(eq(paymentConsents.userId, userId))
        .orderBy(asc(paymentConsents.sortOrder), asc(paymentConsents.id)),

    async consent(userId: number, id: number): Promise<ConsentRow | undefined> {
      const [row] = await db.select().from(paymentConsents).where(ownedConsent(userId, id));
      return row;
    },

    async consentFor(userId: number, paymentMethod: number, cardId: number | null): Promise<ConsentRow | undefined> {
      const card = cardId === null ? isNull(paymentConsents.cardId) : eq(paymentConsents.cardId, cardId);
      const [row] = await db.select().from(paymentConsents).where(and(eq(paymentConsents.userId, userId), eq(paymentConsents.paymentMethod, paymentMethod), card));
      return row;
    },

    /** A new consent goes last. */
    async insertConsent(userId: number, values: { paymentMethod: number; cardId: number | null; label: string }): Promise<ConsentRow> {
      const [last] = await db.select({ value: max(paymentConsents.sortOrder) }).from(paymentConsents).where(eq(paymentConsents.userId, userId));
      const [row] = await db
        .insert(paymentConsents)
        .values({ userId, ...values, sortOrder: (last?.value ?? -1) + 1 })
        .returning();
      return row!;
    },

    async setConsentDisabled(userId: number, id: number, disabled: boolean) {
      await db.update(paymentConsents).set({ disabled }).where(ownedConsent(userId, id));
    },

    async setConsentOrder(userId: number, id: number, sortOrder: number) {
      await db.update(paymentConsents).set({ sortOrder }).where(ownedConsent(userId, id));
    },

    async hasEnabledConsent(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: paymentConsents.id })
        .from(paymentConsents)
        .where(and(eq(paymentConsents.userId, userId), eq(paymentConsents.disabled, false)))
        .limit(1);
      return row !== undefined;
    },

    async automaticPayment(userId: number): Promise<boolean> {
      const [row] = await db.select({ on: paymentSettings.automaticPayment }).from(paymentSettings).where(eq(paymentSettings.userId, userId));
      return row?.on ?? false;
    },

    async setAutomaticPayment(userId: number, on: boolean) {
      await db
        .insert(paymentSettings)
        .values({ userId, automaticPayment: on })
        .onConflictDoUpdate({ target: paymentSettings.userId, set: { automaticPayment: on, updatedAt: new Date() } });
    },
  };
}
export type PaymentManageRepository = ReturnType<typeof paymentManageRepository>;
