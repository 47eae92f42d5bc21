import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A seller's address book (spec 3, Address): shipping addresses, and bill addresses for card payments. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 3001 }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['shipping', 'bill'] }).notNull().default('shipping'),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    streetAddressLine1: text('street_address_line1').notNull(),
    streetAddressLine2: text('street_address_line2'),
    city: text('city').notNull(),
    province: text('province'),
    countryCode: text('country_code').notNull(),
    zipCode: text('zip_code').notNull().default(''),
    vatCode: text('vat_code'),
    ioss: text('ioss'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.kind)],
);
