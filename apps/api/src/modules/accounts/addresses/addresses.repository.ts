import type { AddressKind } from '@threadway/contracts';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import { addresses, countries, users } from '../../../db/schema/index.ts';
import type { Executor } from '../../../platform/database.ts';

export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/** Address columns plus the country's stored English name. */
const columns = { address: addresses, countryNameEn: countries.nameEn };

/** The address book, always scoped to its owner. */
export function addressesRepository(db: Executor) {
  const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));
  return {
    /** Serialises address writes of one user (default flag, limit) by locking the user's row. */
    async lockOwner(userId: number) {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /** Default first, then newest first. */
    list: (userId: number, kind: AddressKind) =>
      db
        .select(columns)
        .from(addresses)
        .leftJoin(countries, eq(countries.code, addresses.countryCode))
        .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)),

    async find(userId: number, id: number) {
      const [row] = await db.select(columns).from(addresses).leftJoin(countries, eq(countries.code, addresses.countryCode)).where(owned(userId, id));
      return row;
    },

    async countryExists(code: string) {
      const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
      return row !== undefined;
    },

    async countOf(userId: number) {
      const [row] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
      return row?.value ?? 0;
    },

    async hasDefault(userId: number, kind: AddressKind) {
      const [row] = await db.select({ id: addresses.id }).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.kind, kind), eq(addresses.isDefault, true))).limit(1);
      return row !== undefined;
    },

    async insert(userId: number, fields: AddressFields) {
      const [row] = await db.insert(addresses).values({ ...fields, userId }).returning({ id: addresses.id });
      return row!.id;
    },

    async update(userId: number, id: number, fields: Partial<AddressFields>) {
      await db.update(addresses).set({ ...fields, updatedAt: sql`now()` }).where(owned(userId, id));
    },

    /** Makes one address the default of its kind and clears the flag on the others. */
    async makeDefault(userId: number, id: number, kind: AddressKind) {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind), eq(addresses.isDefault, true), ne(addresses.id, id)));
      await db.update(addresses).set({ isDefault: true }).where(owned(userId, id));
    },

    async remove(userId: number, id: number) {
      await db.delete(addresses).where(owned(userId, id));
    },

    /** The newest remaining address of a kind (the top of the list), which takes over as default. */
    async successor(userId: number, kind: AddressKind) {
      const [row] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      return row?.id;
    },
  };
}
export type AddressesRepository = ReturnType<typeof addressesRepository>;
export type AddressRow = NonNullable<Awaited<ReturnType<AddressesRepository['find']>>>;
