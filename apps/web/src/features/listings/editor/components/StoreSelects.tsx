import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Publications } from '../api/editor';
import { FieldMessage } from './FieldMessage';
import styles from './Editor.module.css';

interface Props {
  publications: Publications;
  platform: string | null;
  storeId: number | null;
  /** Absent when editing: a listing stays in its store. */
  onChange?: (platform: string | null, storeId: number | null) => void;
}

/** Platform and Store (spec 2.8): the seller's enabled, authorized stores, one store at a time. */
export function StoreSelects({ publications, platform, storeId, onChange }: Props) {
  const { t } = useTranslation('listingEditor');
  const stores = publications.find((p) => p.platform === platform)?.stores ?? [];
  return (
    <div className={styles.twoColumns}>
      <Form.Item label={t('fields.platform')} required help={!platform && <FieldMessage error={{ key: 'listings.platformRequired' }} />} validateStatus={platform ? undefined : 'error'}>
        <Select
          value={platform}
          disabled={!onChange}
          onChange={(code: string) => onChange?.(code, publications.find((p) => p.platform === code)?.stores[0]?.storeId ?? null)}
          options={publications.map((p) => ({ value: p.platform, label: p.platformName }))}
          data-testid="listing-platform"
        />
      </Form.Item>
      <Form.Item label={t('fields.store')} required help={platform && storeId === null && <FieldMessage error={{ key: 'listings.storeRequired' }} />} validateStatus={platform && storeId === null ? 'error' : undefined}>
        <Select
          value={storeId}
          disabled={!onChange}
          onChange={(id: number) => onChange?.(platform, id)}
          options={stores.map((s) => ({ value: s.storeId, label: `${s.storeName} · ${s.currency}` }))}
          data-testid="listing-store"
        />
      </Form.Item>
    </div>
  );
}
