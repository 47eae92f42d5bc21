import { useTranslation } from 'react-i18next';

/** A field label marked '(optional)', since required marks are hidden on these forms. */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      {label}&nbsp;<span className="tw-optional">{t('signUp.optional')}</span>
    </>
  );
}
