import { PAYMENT_METHODS, type PaymentMethodCode } from './method-availability.ts';

/**
 * The method a stored payment method code was really paid with, as a seller knows it. The card
 * choice (4) is sent and stored as 3, the hosted card checkout (createTransactionRequest), and the
 * card gateway's own form is 1: all three are a card payment, shown as 'Credit card' rather than
 * the spec's 'Others'. Every other code is itself.
 */
export function paidMethod(code: number): PaymentMethodCode | null {
  if (code === PAYMENT_METHODS.cardGateway || code === PAYMENT_METHODS.otherWallets || code === PAYMENT_METHODS.creditCard) return PAYMENT_METHODS.creditCard;
  return (Object.values(PAYMENT_METHODS) as number[]).includes(code) ? (code as PaymentMethodCode) : null;
}

/**
 * The regional wallets of method 3 (the card-and-regional-wallet provider's hosted checkout). A
 * method-3 payment keeps the one the gateway says it was paid with, since 3 alone is also the
 * hosted card (decision 0041).
 */
export const REGIONAL_WALLETS = ['alipay', 'wechatPay'] as const;
export type RegionalWallet = (typeof REGIONAL_WALLETS)[number];
/** The wallets' own names, as English documents and exports print them. */
export const REGIONAL_WALLET_NAMES: Record<RegionalWallet, string> = { alipay: 'Alipay', wechatPay: 'WeChat Pay' };

/** What a payment was paid with, as the seller's screens name it: its regional wallet when it has one, else paidMethod. */
export function paidWith(code: number, wallet: RegionalWallet | null): PaymentMethodCode | RegionalWallet | null {
  return wallet ?? paidMethod(code);
}
