import assert from 'node:assert/strict';
import { expectOk, type TestServer } from './harness.ts';

/**
 * The ledger check the issue asks for after every money-moving test: the balance a seller is
 * shown equals the sum of the balance transactions they are shown (income minus expenditure), read
 * through the same HTTP calls the payment-management screen uses.
 */
export async function assertLedgerBalanced(server: TestServer, token: string): Promise<number> {
  const { balance } = expectOk<{ balance: number }>(await server.request('GET', '/api/payment/balance', { token }));
  let sum = 0;
  for (let pageNumber = 1; ; pageNumber++) {
    const page = expectOk<{ list: { amount: number; direction: 'income' | 'expenditure'; onBalance: boolean }[]; total: number }>(
      await server.request('GET', '/api/payment/transactions', { token, query: { pageNumber, pageSize: 100 } }),
    );
    // Card, wallet and pay-later movements are listed too, but never moved the balance.
    for (const row of page.list) if (row.onBalance) sum += row.direction === 'income' ? row.amount : -row.amount;
    if (pageNumber * 100 >= page.total) break;
  }
  assert.equal(balance, sum, 'the balance equals the sum of its transactions');
  assert.ok(balance >= 0, 'the balance never goes below 0');
  return balance;
}
