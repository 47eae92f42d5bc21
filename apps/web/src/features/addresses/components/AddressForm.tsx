import { isValidPostalCode, POSTAL_CODE_EXAMPLES } from '@threadway/contracts';
import { App, Button, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useSaveAddress, type Address, type AddressInput } from '../api/addresses';
import { useCountries } from '../api/countries';
import styles from './AddressForm.module.css';

interface Props {
  /** The address being edited; none to add one. */
  address?: Address | null;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

type Values = Omit<AddressInput, 'id'>;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Add or edit an address; the postal code is checked with the country's pattern (spec 5). */
export function AddressForm({ address, onSaved, onCancel }: Props) {
  const { t } = useTranslation('addresses');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();
  const save = useSaveAddress();
  const countryCode = Form.useWatch('countryCode', form) ?? address?.countryCode ?? '';
  const example = POSTAL_CODE_EXAMPLES[countryCode];
  const required = (key: string) => [{ required: true, whitespace: true, message: t(`form.required.${key}`) }];

  const submit = async (values: Values) => {
    const input: AddressInput = {
      ...values,
      id: address?.id,
      zipCode: values.zipCode?.trim() ?? '',
      streetAddressLine2: blankToNull(values.streetAddressLine2),
      province: blankToNull(values.province),
      vatCode: blankToNull(values.vatCode),
      ioss: blankToNull(values.ioss),
      isDefault: Boolean(values.isDefault),
    };
    try {
      const saved = await save.mutateAsync(input);
      message.success(t('messages.saved'));
      onSaved(saved.data);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('messages.failed'));
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={address ?? { isDefault: false }} onFinish={submit} className={styles.form} data-testid="address-form">
      <div className={styles.grid}>
        <Form.Item name="fullName" label={t('form.fullName')} rules={required('fullName')}>
          <Input data-testid="address-fullName" maxLength={255} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('form.phoneNumber')} rules={required('phoneNumber')}>
          <Input data-testid="address-phoneNumber" maxLength={40} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="countryCode" label={t('form.country')} rules={required('country')}>
          <Select
            showSearch
            loading={countries.isLoading}
            optionFilterProp="label"
            options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={() => form.getFieldValue('zipCode') && void form.validateFields(['zipCode'])}
            data-testid="address-country"
          />
        </Form.Item>
        <Form.Item name="province" label={t('form.province')}>
          <Input data-testid="address-province" maxLength={120} autoComplete="address-level1" />
        </Form.Item>
        <Form.Item name="city" label={t('form.city')} rules={required('city')}>
          <Input data-testid="address-city" maxLength={120} autoComplete="address-level2" />
        </Form.Item>
        <Form.Item
          name="zipCode"
          label={t('form.zipCode')}
          dependencies={['countryCode']}
          rules={[
            {
              validator: (_, value: string | undefined) =>
                isValidPostalCode(form.getFieldValue('countryCode') ?? '', value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('form.zipCodeInvalid'))),
            },
          ]}
        >
          <Input data-testid="address-zipCode" maxLength={20} autoComplete="postal-code" placeholder={example ? t('form.zipCodeExample', { example }) : undefined} />
        </Form.Item>
        <Form.Item name="streetAddressLine1" label={t('form.street1')} rules={required('street1')} className={styles.wide}>
          <Input data-testid="address-streetAddressLine1" maxLength={255} autoComplete="address-line1" />
        </Form.Item>
        <Form.Item name="streetAddressLine2" label={t('form.street2')} className={styles.wide}>
          <Input data-testid="address-streetAddressLine2" maxLength={255} autoComplete="address-line2" />
        </Form.Item>
        <Form.Item name="vatCode" label={t('form.vat')} tooltip={t('form.vatHint')}>
          <Input data-testid="address-vatCode" maxLength={40} />
        </Form.Item>
        <Form.Item name="ioss" label={t('form.ioss')} tooltip={t('form.iossHint')}>
          <Input data-testid="address-ioss" maxLength={40} />
        </Form.Item>
      </div>
      <Form.Item name="isDefault" valuePropName="checked">
        <Checkbox>{t('form.isDefault')}</Checkbox>
      </Form.Item>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="address-save">
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
