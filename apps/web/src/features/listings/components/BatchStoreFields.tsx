import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreTaxonomies } from '../api/store-options';
import type { BatchFormValues } from '../model/batch-form';
import { LISTING_LIMITS } from '@threadway/contracts';

/** Collections, categories and tags for the chosen store (spec 2.6), as its platform offers them (spec 7.4). */
export function BatchStoreFields() {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance<BatchFormValues>();
  const platform = Form.useWatch('platform', form);
  const storeId = Form.useWatch('storeId', form);
  const { offered, collections, categories, tags } = useStoreTaxonomies(platform, storeId);
  if (!offered || storeId === undefined) return null;
  const options = (choices: { id: string; name: string }[] | undefined) => (choices ?? []).map((c) => ({ value: c.id, label: c.name }));

  return (
    <>
      {offered.collections && (
        <Form.Item name="collectionIds" label={t('batch.collections')}>
          <Select mode="multiple" allowClear optionFilterProp="label" loading={collections.isLoading} placeholder={t('batch.choose')} options={options(collections.data)} data-testid="batch-collections" />
        </Form.Item>
      )}
      {offered.categories && (
        <Form.Item name="categoryId" label={t('batch.category')}>
          <Select allowClear showSearch optionFilterProp="label" loading={categories.isLoading} placeholder={t('batch.choose')} options={options(categories.data)} data-testid="batch-category" />
        </Form.Item>
      )}
      <Form.Item
        name="tags"
        label={t('batch.tags')}
        rules={[{ type: 'array', max: LISTING_LIMITS.tagsMax, message: t('messages:listings.tooManyTags') }]}
      >
        <Select mode="tags" tokenSeparators={[',']} loading={tags.isLoading} placeholder={t('batch.tagsPlaceholder')} options={offered.tags === 'store' ? (tags.data ?? []).map((c) => ({ value: c.name, label: c.name })) : []} data-testid="batch-tags" />
      </Form.Item>
    </>
  );
}
