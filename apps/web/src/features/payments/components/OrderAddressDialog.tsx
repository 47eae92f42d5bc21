import { orderAddressInput, type OrderAddressInput, type PaymentOrder } from '@threadway/contracts';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { useCountries } from '../api/countries';

type Address = PaymentOrder['address'];
type Values = Omit<OrderAddressInput, 'vat' | 'ioss'>;

interface Props {
  open: boolean;
  /** The order's address to edit; none to add one. */
  address: Address | null;
  saving: boolean;
  onSave: (address: Values) => Promise<void>;
  onClose: () => void;
}

const rules = orderAddressInput.shape;
const FIELDS = [
  ['recipient', 255, 'name'],
  ['phone', 30, 'tel'],
  ['province', 120, 'address-level1'],
  ['city', 120, 'address-level2'],
  ['zip', 20, 'postal-code'],
  ['street1', 255, 'address-line1'],
  ['street2', 255, 'address-line2'],
] as const;

/** Add or edit the shipping address of the orders being paid; the server re-prices freight for it. */
export function OrderAddressDialog({ open, address, saving, onSave, onClose }: Props) {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();

  const submit = async (values: Values) => {
    try {
      await onSave(values);
    } catch (error) {
      const fields = fieldError(error);
      if (fields) form.setFields(fields as never);
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
    }
  };

  return (
    <Modal open={open} title={t(address ? 'address.editTitle' : 'address.addTitle')} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <Form form={form} layout="vertical" initialValues={address ?? undefined} onFinish={submit} data-testid="order-address-form">
        <Form.Item name="country" label={t('address.country')} rules={[zodRule(rules.country, t)]}>
          <Select showSearch loading={countries.isLoading} optionFilterProp="label" options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))} />
        </Form.Item>
        {FIELDS.map(([name, max, autoComplete]) => (
          <Form.Item key={name} name={name} label={t(`address.${name}`)} rules={[zodRule(rules[name], t)]}>
            <Input maxLength={max} autoComplete={autoComplete} />
          </Form.Item>
        ))}
        <Button onClick={onClose}>{t('actions.cancel')}</Button>{' '}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('actions.save')}
        </Button>
      </Form>
    </Modal>
  );
}
