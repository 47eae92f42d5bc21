/** Every back-office query lives under 'admin', so signing out drops them all in one call. */
export const adminKeys = {
  all: ['admin'] as const,
  me: ['admin', 'me'] as const,
  operators: ['admin', 'operators'] as const,
  maintenance: ['admin', 'maintenance'] as const,
  currencies: ['admin', 'currencies'] as const,
  audit: ['admin', 'audit'] as const,
};
