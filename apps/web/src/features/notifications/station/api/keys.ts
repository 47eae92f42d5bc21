/** Query keys of the bell and the new-function dialog, per seller; every write invalidates `all`. */
export const stationKeys = {
  all: ['notifications'] as const,
  newState: (userId: number) => ['notifications', 'newState', userId] as const,
  letters: (userId: number, type: 1 | 2) => ['notifications', 'letters', userId, type] as const,
  soldOut: (userId: number) => ['notifications', 'soldOut', userId] as const,
  exports: (userId: number) => ['notifications', 'exports', userId] as const,
};
