import type { TFunction } from 'i18next';

/** What every 6-digit code input carries (spec 4), Ant Design's (`CodeField`) and the bag's plain one alike. */
export const codeInputAttributes = (t: TFunction<'accounts'>) =>
  ({ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, placeholder: t('placeholders.verificationCode') }) as const;
