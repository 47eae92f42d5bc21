import { billingAddressFields, isValidPostalCode, type CardSetupQuery } from '@threadway/contracts';
import { App, Checkbox, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { fieldError, zodRule } from '../../../../lib/form-rules';
import { useCountries } from '../../api/countries';
import { startCardSetup } from '../api/wallet';
import styles from './AddCardDialog.module.css';

type Values = Omit<CardSetupQuery, 'acceptTerms'> & { acceptTerms?: boolean };

/**
 * Add card (spec 2.6): the billing address and the terms here; the card number, expiry and
 * security code are typed on the card gateway's hosted page, which sends the browser back.
 */
export function AddCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();
  const [leaving, setLeaving] = useState(false);
  const rule = (name: keyof typeof billingAddressFields) => [zodRule(billingAddressFields[name], t)];

  const submit = async ({ acceptTerms: _accepted, ...billing }: Values) => {
    setLeaving(true);
    try {
      const { redirectUrl } = await startCardSetup({ ...billing, acceptTerms: 'true' });
      window.location.assign(redirectUrl);
    } catch (error) {
      setLeaving(false);
      const fields = fieldError(error);
      if (fields) form.setFields(fields as never);
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('cards.addTitle')}
      onCancel={onClose}
      okText={t('cards.continue')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: leaving, 'data-testid': 'add-card-continue' } as ButtonProps}
      width={640}
      destroyOnHidden
    >
      <p className={styles.note}>{t('cards.hostedNote')}</p>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ countryCode: 'US' }} data-testid="add-card-form">
        <div className={styles.grid}>
          <Form.Item name="fullName" label={t('billing.fullName')} rules={rule('fullName')}>
            <Input maxLength={255} autoComplete="name" data-testid="billing-fullName" />
          </Form.Item>
          <Form.Item name="phoneNumber" label={t('billing.phoneNumber')} rules={rule('phoneNumber')}>
            <Input maxLength={30} autoComplete="tel" data-testid="billing-phoneNumber" />
          </Form.Item>
          <Form.Item name="streetAddressLine1" label={t('billing.street1')} rules={rule('streetAddressLine1')} className={styles.wide}>
            <Input maxLength={255} autoComplete="address-line1" data-testid="billing-street1" />
          </Form.Item>
          <Form.Item name="streetAddressLine2" label={t('billing.street2')} className={styles.wide}>
            <Input maxLength={255} autoComplete="address-line2" />
          </Form.Item>
          <Form.Item name="city" label={t('billing.city')} rules={rule('city')}>
            <Input maxLength={120} autoComplete="address-level2" data-testid="billing-city" />
          </Form.Item>
          <Form.Item name="province" label={t('billing.province')}>
            <Input maxLength={120} autoComplete="address-level1" data-testid="billing-province" />
          </Form.Item>
          <Form.Item name="countryCode" label={t('billing.country')} rules={rule('countryCode')}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={countries.isLoading}
              options={(countries.data ?? []).map((country) => ({ value: country.code, label: country.name }))}
              data-testid="billing-country"
            />
          </Form.Item>
          <Form.Item
            name="zipCode"
            label={t('billing.zipCode')}
            dependencies={['countryCode']}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isValidPostalCode(form.getFieldValue('countryCode') ?? '', value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('messages:addresses.postalCodeInvalid'))),
              },
            ]}
          >
            <Input maxLength={20} autoComplete="postal-code" data-testid="billing-zipCode" />
          </Form.Item>
        </div>
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          rules={[{ validator: (_, value: boolean) => (value ? Promise.resolve() : Promise.reject(new Error(t('messages:validation.termsRequired')))) }]}
        >
          <Checkbox data-testid="billing-terms">{t('cards.acceptTerms')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
