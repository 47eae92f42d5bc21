import { createHash } from 'node:crypto';

/** A person the simulated provider can sign in; `sub` is the provider's stable id for them. */
export interface TestAccount {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

/** The accounts offered on the chooser page (tools/simulators/README.md). */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { sub: '108000000000000000001', email: 'ana.social@example.com', name: 'Ana Social', emailVerified: true },
  { sub: '108000000000000000002', email: 'ben.social@example.com', name: 'Ben Social', emailVerified: true },
  { sub: '108000000000000000003', email: 'demo@threadway.shop', name: 'Demo Seller', emailVerified: true },
];

/** An account typed on the page: the same e-mail always gets the same subject, as at Google. */
export function typedAccount(email: string, name: string): TestAccount {
  const sub = `109${BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`).toString().padStart(18, '0')}`;
  return { sub, email, name: name || email.split('@')[0]!, emailVerified: true };
}
