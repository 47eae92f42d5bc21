/** Query keys of the cart feature; every write reads `all` again (refresh-cart.ts). */
export const cartKeys = {
  all: ['cart'] as const,
  server: (userId: number) => ['cart', 'server', userId] as const,
  count: (userId: number) => ['cart', 'count', userId] as const,
  /** The guest cart rebuilt by the server: keyed by its lines, not their quantities, which stay local. */
  guest: (lines: readonly string[]) => ['cart', 'guest', lines] as const,
};
