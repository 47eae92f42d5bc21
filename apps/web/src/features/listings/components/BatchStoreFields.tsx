import { SyncOutlined } from '@ant-design/icons';
import { LISTING_LIMITS, type StorePlatformCode } from '@threadway/contracts';
import { Button, Form, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreChoices } from '../api/store-options';
import type { BatchFormValues } from '../model/batch-form';
import styles from './BatchPublish.module.css';

type Choices = ReturnType<typeof useStoreChoices>;

/** A taxonomy's label with its "Sync from store" when the platform offers one (spec 3.5: synced from the store). */
function SyncableLabel({ label, choices, testId }: { label: string; choices: Choices; testId: string }) {
  const { t } = useTranslation('listings');
  return (
    <span className={styles.syncLabel}>
      {label}
      {choices.canSync && (
        <Button type="link" size="small" icon={<SyncOutlined spin={choices.sync.isPending} />} onClick={() => choices.sync.mutate()} data-testid={`${testId}-sync`}>
          {t('batch.syncFromStore')}
        </Button>
      )}
    </span>
  );
}

const options = (choices: Choices, by: 'id' | 'name' = 'id') => (choices.choices.data ?? []).map((c) => ({ value: c[by], label: c.name }));

/** Collections, categories and tags for the chosen store (spec 2.6), as its platform offers them (spec 7.4). */
export function BatchStoreFields() {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance<BatchFormValues>();
  const platform: StorePlatformCode | undefined = Form.useWatch('platform', form);
  const storeId: number | undefined = Form.useWatch('storeId', form);
  const collections = useStoreChoices(platform, storeId, 'collections');
  const categories = useStoreChoices(platform, storeId, 'categories');
  const tags = useStoreChoices(platform, storeId, 'tags');
  if (storeId === undefined) return null;
  const field = (choices: Choices, name: keyof BatchFormValues, label: string, testId: string, select: ReactNode) =>
    choices.offered && (
      <Form.Item name={name} label={<SyncableLabel label={label} choices={choices} testId={testId} />}>
        {select}
      </Form.Item>
    );

  return (
    <>
      {field(collections, 'collectionIds', t('batch.collections'), 'batch-collections', <Select mode="multiple" allowClear optionFilterProp="label" loading={collections.choices.isLoading} placeholder={t('batch.choose')} options={options(collections)} data-testid="batch-collections" />)}
      {field(categories, 'categoryId', t('batch.category'), 'batch-category', <Select allowClear showSearch optionFilterProp="label" loading={categories.choices.isLoading} placeholder={t('batch.choose')} options={options(categories)} data-testid="batch-category" />)}
      <Form.Item
        name="tags"
        label={tags.offered ? <SyncableLabel label={t('batch.tags')} choices={tags} testId="batch-tags" /> : t('batch.tags')}
        rules={[{ type: 'array', max: LISTING_LIMITS.tagsMax, message: t('messages:listings.tooManyTags') }]}
      >
        <Select mode="tags" tokenSeparators={[',']} loading={tags.choices.isLoading} placeholder={t('batch.tagsPlaceholder')} options={options(tags, 'name')} data-testid="batch-tags" />
      </Form.Item>
    </>
  );
}
