import { currencySymbol, LISTING_LIMITS, multiplierNeedsWarning, MULTIPLIER_WARNING_ABOVE } from '@threadway/contracts';
import { Alert, App, Form, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { usePublishBatch } from '../api/batches';
import { usePublications } from '../api/listings';
import type { BatchFormValues } from '../model/batch-form';
import { platformName } from './listing-format';
import { BatchShippingFields } from './BatchShippingFields';
import { BatchStoreFields } from './BatchStoreFields';
import styles from './BatchPublish.module.css';

interface Props {
  open: boolean;
  productIds: string[];
  onClose: () => void;
  /** The batch was created; it runs in the background. */
  onPublished: () => void;
}

/**
 * The batch list-to-store modal (spec 2.6, rules 5.2): one platform and one store, the store's
 * collections, categories and tags, the price multiplier (a warning above 20) and shipping cost,
 * ship-from/to/channel all or none, and Skip or Duplicate for items already in that store.
 */
export function BatchPublishModal({ open, productIds, onClose, onPublished }: Props) {
  const { t } = useTranslation('listings');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<BatchFormValues>();
  const publications = usePublications();
  const publish = usePublishBatch();
  const platform = Form.useWatch('platform', form);
  const storeId = Form.useWatch('storeId', form);
  const multiplier = Form.useWatch('multiplier', form) ?? 1;
  const platforms = (publications.data ?? []).filter((p) => p.stores.length > 0);
  const stores = platforms.find((p) => p.platform === platform)?.stores ?? [];
  const currency = stores.find((s) => s.storeId === storeId)?.currency ?? 'USD';
  const tooMany = productIds.length > LISTING_LIMITS.batchMax;

  const submit = async (values: BatchFormValues) => {
    try {
      const answer = await publish.mutateAsync({ values, productIds });
      void message.success(answer.message);
      form.resetFields();
      onPublished();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('actions.failed'));
    }
  };
  // A multiplier above 20 is asked about once more before anything is uploaded (spec 5.2).
  const confirmAndSubmit = (values: BatchFormValues) => {
    if (!multiplierNeedsWarning(values.multiplier ?? 1)) return submit(values);
    void modal.confirm({
      title: t('batch.multiplierConfirmTitle'),
      content: t('batch.multiplierWarning', { multiplier: values.multiplier }),
      okText: t('batch.submit'),
      cancelText: t('actions.cancel'),
      okButtonProps: { 'data-testid': 'batch-multiplier-confirm' } as never,
      onOk: () => submit(values),
    });
  };

  return (
    <Modal
      open={open}
      title={t('batch.title', { count: productIds.length })}
      okText={t('batch.submit')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: publish.isPending, disabled: tooMany || productIds.length === 0, 'data-testid': 'batch-submit' } as never}
      onCancel={onClose}
      width={640}
      destroyOnHidden
      forceRender
    >
      {tooMany && <Alert className={styles.notice} type="error" showIcon title={t('messages:listings.batchTooLarge')} />}
      {publications.data && platforms.length === 0 && <Alert className={styles.notice} type="warning" showIcon title={t('messages:listings.addStoreFirst')} data-testid="batch-no-store" />}
      <Form<BatchFormValues> form={form} layout="vertical" requiredMark initialValues={{ multiplier: 1, shippingCost: 0, existing: 'skip' }} onFinish={(values) => void confirmAndSubmit(values)} data-testid="batch-form">
        <div className={styles.pair}>
          <Form.Item name="platform" label={t('batch.platform')} rules={[{ required: true, message: t('messages:listings.platformRequired') }]}>
            <Select
              placeholder={t('batch.choose')}
              loading={publications.isLoading}
              options={platforms.map((p) => ({ value: p.platform, label: platformName(p.platform) }))}
              onChange={() => form.setFieldsValue({ storeId: undefined, collectionIds: [], categoryId: undefined, tags: [] })}
              data-testid="batch-platform"
            />
          </Form.Item>
          <Form.Item name="storeId" label={t('batch.store')} rules={[{ required: true, message: t('messages:listings.storeRequired') }]}>
            <Select
              placeholder={t('batch.choose')}
              disabled={!platform}
              options={stores.map((s) => ({ value: s.storeId, label: s.storeName }))}
              onChange={() => form.setFieldsValue({ collectionIds: [], categoryId: undefined, tags: [] })}
              data-testid="batch-store"
            />
          </Form.Item>
        </div>
        <BatchStoreFields />
        <div className={styles.pair}>
          <Form.Item name="multiplier" label={t('batch.multiplier')} extra={t('batch.formula')} rules={[{ required: true, message: t('batch.multiplierRequired') }]}>
            <InputNumber className={styles.number} min={0.01} max={1000} step={0.1} precision={2} data-testid="batch-multiplier" />
          </Form.Item>
          <Form.Item name="shippingCost" label={t('batch.shippingCost')}>
            <InputNumber className={styles.number} min={0} max={1_000_000} step={1} precision={2} prefix={currencySymbol(currency)} data-testid="batch-shipping-cost" />
          </Form.Item>
        </div>
        {multiplierNeedsWarning(multiplier) && <Alert className={styles.notice} type="warning" showIcon title={t('batch.multiplierWarning', { multiplier })} description={t('batch.multiplierAbove', { limit: MULTIPLIER_WARNING_ABOVE })} data-testid="batch-multiplier-warning" />}
        <BatchShippingFields productId={productIds[0]} />
        <Form.Item name="existing" label={t('batch.existing')}>
          <Radio.Group
            options={[
              { value: 'skip', label: <span data-testid="batch-existing-skip">{t('batch.skip')}</span> },
              { value: 'duplicate', label: <span data-testid="batch-existing-duplicate">{t('batch.duplicate')}</span> },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
