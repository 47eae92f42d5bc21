import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/passwords.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/database.ts';
import { operators, users } from '../schema/index.ts';
import { seedDemoAddresses } from './addresses.ts';
import { seedDemoCatalogue } from './demo-catalogue/index.ts';
import { seedDemoBalance } from './payments.ts';
import { seedLogistics } from './logistics.ts';
import { seedPromotions } from './promotions.ts';
import { seedReferenceData } from './reference.ts';

export const DEMO_SELLER = { email: 'demo@threadway.shop', password: 'Demo1234', fullName: 'Demo Seller' };

export interface SeedResult {
  demo?: { email: string; password: string };
  admin?: { email: string; password: string };
  catalogue?: { products: number; skus: number };
}

/**
 * Runs on every start and is idempotent: reference data, the demo seller (unless SEED_DEMO=off)
 * and, when no operator exists yet, the first administrator.
 */
export async function seed(db: Db, config: Config, options: { indexImages: boolean } = { indexImages: true }): Promise<SeedResult> {
  await seedReferenceData(db);
  await seedLogistics(db);
  const result: SeedResult = {};

  if (config.SEED_DEMO === 'on') {
    const existing = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${DEMO_SELLER.email}`).limit(1);
    if (existing.length === 0) {
      await db.insert(users).values({
        email: DEMO_SELLER.email,
        emailVerified: true,
        fullName: DEMO_SELLER.fullName,
        phone: '+1 2025550123',
        brandName: 'Demo Boutique',
        passwordHash: await hashPassword(DEMO_SELLER.password),
        approvalStatus: 3,
        authorities: ['1', '2'],
      });
    }
    result.demo = { email: DEMO_SELLER.email, password: DEMO_SELLER.password };
    await seedDemoAddresses(db, DEMO_SELLER.email);
    await seedDemoBalance(db, DEMO_SELLER.email);
    if (config.DEMO_CATALOGUE_PRODUCTS > 0) result.catalogue = await seedDemoCatalogue(db, config, options);
    await seedPromotions(db, DEMO_SELLER.email);
  }

  const [{ value: operatorCount } = { value: 0 }] = await db.select({ value: count() }).from(operators).where(eq(operators.active, true));
  if (operatorCount === 0) {
    // Outside production a known password keeps the README true; in production it must be given or is generated once.
    const password =
      config.ADMIN_PASSWORD ?? (config.NODE_ENV === 'production' ? `${randomBytes(9).toString('base64url')}aA1` : 'Admin1234');
    const passwordHash = await hashPassword(password);
    // The bootstrap address may exist but be disabled: bring it back as an administrator.
    await db.delete(operators).where(sql`lower(${operators.email}) = ${config.ADMIN_EMAIL.toLowerCase()}`);
    await db.insert(operators).values({ email: config.ADMIN_EMAIL, fullName: 'Administrator', passwordHash, roles: ['admin'] });
    result.admin = { email: config.ADMIN_EMAIL, password };
  }
  return result;
}
