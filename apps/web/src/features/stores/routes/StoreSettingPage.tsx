import { applyPriceRule, STORE_SHIPPING_METHODS, UNAVAILABLE_RULES, type StoreSettings } from '@threadway/contracts';
import { Alert, App, Button, Checkbox, Empty, Form, Radio, Select, Skeleton, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCountryOptions, useCurrencyCodes, useSaveStoreSettings, useStoreSettings, useStores, type StoreSettingDetail } from '../api/stores';
import { EXAMPLE_SKU, PriceRuleEditor } from '../components/PriceRuleEditor';
import { SettingsSection } from '../components/SettingsSection';
import styles from '../components/Stores.module.css';
import { STORE_MANAGE_PATH } from '../paths';

const SYNC_FIELDS = ['title', 'description', 'sizeChart', 'variants', 'images'] as const;

/** The settings form of one store: every section of spec 2.4. */
function SettingsForm({ detail }: { detail: StoreSettingDetail }) {
  const { t } = useTranslation('stores');
  const { message } = App.useApp();
  const [form] = Form.useForm<StoreSettings>();
  const countries = useCountryOptions();
  const currencies = useCurrencyCodes();
  const save = useSaveStoreSettings();
  const currency = Form.useWatch('currency', form) ?? detail.currency;
  const priceRule = Form.useWatch('priceRule', form);
  const compareAtRule = Form.useWatch('compareAtPriceRule', form);
  const compareTooLow = priceRule && compareAtRule && applyPriceRule(compareAtRule, EXAMPLE_SKU) <= applyPriceRule(priceRule, EXAMPLE_SKU);
  const currencyOptions = useMemo(() => [...new Set([detail.currency, ...(currencies.data ?? [])])].map((code) => ({ value: code, label: code })), [currencies.data, detail.currency]);

  const submit = async (values: StoreSettings) => {
    try {
      const answer = await save.mutateAsync({ ...values, syncFields: { ...detail.syncFields, ...values.syncFields }, storeId: detail.storeId });
      void message.success(answer.message);
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : t('failed'));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={detail} onFinish={(values) => void submit(values)} className={styles.settings} data-testid="store-settings-form">
      <SettingsSection title={t('settings.tax.title')}>
        <Form.Item name="taxable" valuePropName="checked" noStyle>
          <Checkbox data-testid="setting-taxable">{t('settings.tax.taxable')}</Checkbox>
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('settings.national.title')}>
        <Form.Item name="defaultCountry" label={t('settings.national.country')} rules={[{ required: true, message: t('messages:validation.countryRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={countries.isLoading}
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            className={styles.wideSelect}
            data-testid="setting-country"
          />
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('settings.product.title')}>
        <Form.Item name="unavailableRule" label={t('settings.product.unavailable')}>
          <Radio.Group className={styles.stack} data-testid="setting-unavailable">
            {UNAVAILABLE_RULES.map((rule) => (
              <Radio key={rule} value={rule}>
                {t(`settings.product.rules.${rule}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="autoUpdateInventory" valuePropName="checked" noStyle>
          <Checkbox data-testid="setting-inventory">{t('settings.product.autoInventory')}</Checkbox>
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('settings.sync.title')} hint={t('settings.sync.hint')}>
        <div className={styles.checks}>
          {SYNC_FIELDS.map((field) => (
            <Form.Item key={field} name={['syncFields', field]} valuePropName="checked" noStyle>
              <Checkbox data-testid={`setting-sync-${field}`}>{t(`settings.sync.fields.${field}`)}</Checkbox>
            </Form.Item>
          ))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('settings.price.title')} hint={t('settings.price.hint')}>
        <Form.Item name="currency" label={t('settings.price.currency')}>
          <Select showSearch options={currencyOptions} className={styles.narrowSelect} data-testid="setting-currency" />
        </Form.Item>
        <h3>{t('settings.price.price')}</h3>
        <Form.Item name="priceRule" noStyle>
          <PriceRuleEditor currency={currency} name="price" />
        </Form.Item>
        <h3>{t('settings.price.compareAt')}</h3>
        <Form.Item name="compareAtPriceRule" noStyle>
          <PriceRuleEditor currency={currency} name="compare" />
        </Form.Item>
        {compareTooLow && <Alert type="warning" showIcon title={t('settings.price.compareTooLow')} data-testid="compare-too-low" />}
      </SettingsSection>

      <SettingsSection title={t('settings.order.title')}>
        <div className={styles.switchRow}>
          <span id="auto-upload-label">{t('settings.order.autoUpload')}</span>
          <Form.Item name="autoUploadTracking" valuePropName="checked" noStyle>
            <Switch aria-labelledby="auto-upload-label" data-testid="setting-auto-upload" />
          </Form.Item>
        </div>
        <Form.Item name="autoPurchase" label={t('settings.order.autoPurchase')} extra={t('settings.order.autoPurchaseHint')}>
          <Radio.Group data-testid="setting-auto-purchase">
            <Radio value={true}>{t('settings.order.yes')}</Radio>
            <Radio value={false}>{t('settings.order.no')}</Radio>
          </Radio.Group>
        </Form.Item>
      </SettingsSection>

      <SettingsSection title={t('settings.shipping.title')} hint={t('settings.shipping.hint')}>
        <Form.Item name="defaultShippingMethod" noStyle>
          <Radio.Group className={styles.stack} data-testid="setting-shipping">
            {STORE_SHIPPING_METHODS.map((method) => (
              <Radio key={method} value={method}>
                {t(`settings.shipping.methods.${method}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </SettingsSection>

      <div className={styles.saveBar}>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="setting-save">
          {t('settings.save')}
        </Button>
      </div>
    </Form>
  );
}

/** /personal-center/store-setting?storeId=… (spec 2.4): one store at a time, picked at the top. */
export default function StoreSettingPage() {
  const { t } = useTranslation('stores');
  const [params, setParams] = useSearchParams();
  const stores = useStores();
  const asked = Number(params.get('storeId'));
  const storeId = stores.data?.some((s) => s.storeId === asked) ? asked : (stores.data?.[0]?.storeId ?? null);
  const detail = useStoreSettings(storeId);

  // Without a (known) store in the address, the first store is shown and named in it.
  useEffect(() => {
    if (storeId !== null && storeId !== asked) setParams({ storeId: String(storeId) }, { replace: true });
  }, [storeId, asked, setParams]);

  return (
    <div className={styles.page} data-testid="store-setting">
      <header className={styles.header}>
        <h1>{t('settings.title')}</h1>
        {stores.data && stores.data.length > 0 && (
          <Select
            value={storeId}
            onChange={(id: number) => setParams({ storeId: String(id) })}
            options={stores.data.map((s) => ({ value: s.storeId, label: `${s.storeName} · ${s.platformName}` }))}
            className={styles.wideSelect}
            aria-label={t('settings.store')}
            data-testid="store-picker"
          />
        )}
      </header>
      {stores.isError || detail.isError ? (
        <Alert type="error" showIcon title={t('settings.loadFailed')} />
      ) : stores.data && stores.data.length === 0 ? (
        <Empty description={t('list.empty')}>
          <Link to={STORE_MANAGE_PATH}>{t('list.connectFirst')}</Link>
        </Empty>
      ) : !detail.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <SettingsForm key={detail.data.storeId} detail={detail.data} />
      )}
    </div>
  );
}
