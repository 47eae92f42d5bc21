import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database.ts';
import { addresses, users } from '../schema/index.ts';

/** The demo seller's address book: a default US shipping address and a GB one. Written once, when the book is empty. */
export async function seedDemoAddresses(db: Db, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (!user) return;
  const userId = user.id;
  const [existing] = await db.select({ value: count() }).from(addresses).where(eq(addresses.userId, userId));
  if ((existing?.value ?? 0) > 0) return;
  await db.insert(addresses).values([
    {
      userId,
      fullName: 'Demo Seller',
      phoneNumber: '+1 2025550123',
      streetAddressLine1: '1600 Market Street',
      streetAddressLine2: 'Suite 400',
      city: 'San Francisco',
      province: 'CA',
      countryCode: 'US',
      zipCode: '94105',
      isDefault: true,
    },
    {
      userId,
      fullName: 'Demo Seller',
      phoneNumber: '+44 2079460000',
      streetAddressLine1: '10 Downing Street',
      city: 'London',
      countryCode: 'GB',
      zipCode: 'SW1A 2AA',
      vatCode: 'GB123456789',
      isDefault: false,
    },
  ]);
}
