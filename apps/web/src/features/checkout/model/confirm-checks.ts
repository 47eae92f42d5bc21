/**
 * What stops 'Confirm Order', checked in the spec's order (spec 5 'Confirm order'): a bound
 * e-mail, an address, a channel, at least one product. Null when the order can be placed.
 */
export type ConfirmProblem = 'bindEmail' | 'address' | 'channel' | 'product';

export function confirmProblem(state: { emailBound: boolean; hasAddress: boolean; hasChannel: boolean; productCount: number }): ConfirmProblem | null {
  if (!state.emailBound) return 'bindEmail';
  if (!state.hasAddress) return 'address';
  if (!state.hasChannel) return 'channel';
  if (state.productCount === 0) return 'product';
  return null;
}
