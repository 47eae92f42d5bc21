import { useTranslation } from 'react-i18next';

/** The back office's logo: the storefront's mark with 'Back Office' under the name. */
export function Brand({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <div className={`tw-admin-brand tw-admin-brand--${tone}`}>
      <span className="tw-admin-brand__mark" aria-hidden="true">
        T
      </span>
      <span className="tw-admin-brand__text">
        <strong>{t('admin:brand.name')}</strong>
        <small>{t('admin:brand.product')}</small>
      </span>
    </div>
  );
}
