import type { RegionalWallet } from '@threadway/contracts';
import type { TFunction } from 'i18next';

/**
 * How a payment is named on a screen: its regional wallet (Alipay, WeChat Pay) when a method-3
 * payment has one, since 3 alone is also the hosted card; else the method as that screen names it.
 */
export const paidWithName = (t: TFunction, wallet: RegionalWallet | null, methodName: () => string): string => (wallet ? t(`common:wallets.${wallet}`) : methodName());
