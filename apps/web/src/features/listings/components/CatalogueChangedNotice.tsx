import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListingRow } from '../api/listings';

/** Spec 2.7: the catalogue product changed since the listing was last synchronized; its Update is among the row's actions. */
export function CatalogueChangedNotice({ row }: { row: ListingRow }) {
  const { t } = useTranslation('listings');
  if (!row.catalogueChanged || row.status === 'deleted') return null;
  return <Alert type="warning" showIcon title={t('messages:listings.catalogueChanged')} data-testid="listing-catalogue-changed" />;
}
