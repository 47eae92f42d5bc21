import { MAX_ORDER_WEIGHT_GRAMS, lookChannelRequest } from '@threadway/contracts';
import { Button, Form, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { useShipToCountries } from '../api/channels';
import styles from './shipping-cost.module.css';
import { DEFAULT_DESTINATION, SHIP_FROM } from './warehouses';

export interface Parcel {
  warehouseCode: string;
  countryCode: string;
  weightGrams: number;
}

interface Props {
  onInquire: (parcel: Parcel) => void;
  loading: boolean;
}

/**
 * Ship from, ship to and weight, with Inquire. The destinations follow the warehouse: every
 * country from China (US preselected), only their own country from the US, UK and Germany.
 */
export function ShippingCostForm({ onInquire, loading }: Props) {
  const { t } = useTranslation('discovery');
  const [form] = Form.useForm<Parcel>();
  const warehouseCode = Form.useWatch('warehouseCode', form) ?? SHIP_FROM[0]!.code;
  const countries = useShipToCountries(warehouseCode);

  // A new warehouse brings its own destinations: keep the country when it is still offered.
  useEffect(() => {
    const options = countries.data;
    if (!options) return;
    const current = form.getFieldValue('countryCode') as string | undefined;
    if (current && options.some((o) => o.code === current)) return;
    form.setFieldValue('countryCode', options.find((o) => o.code === DEFAULT_DESTINATION)?.code ?? options[0]?.code);
  }, [countries.data, form]);

  // Checked before the shared weight rule, so 40,000 g reads 'cannot exceed 30kg'.
  const overweight: Rule = {
    validator: async (_rule, value: unknown) => {
      if (typeof value === 'number' && value > MAX_ORDER_WEIGHT_GRAMS) throw new Error(t('messages:errors.orderOverweight'));
    },
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ warehouseCode: SHIP_FROM[0]!.code }} onFinish={onInquire} className={styles.form} data-testid="shipping-cost-form">
      <Form.Item name="warehouseCode" label={t('shippingCost.shipFrom')}>
        <Select options={SHIP_FROM.map((w) => ({ value: w.code, label: t(`common:warehouse.${w.country}`) }))} data-testid="ship-from" />
      </Form.Item>
      <Form.Item name="countryCode" label={t('shippingCost.shipTo')} rules={[zodRule(lookChannelRequest.shape.countryCode, t)]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={countries.isFetching}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          placeholder={t('shippingCost.chooseCountry')}
          data-testid="ship-to"
        />
      </Form.Item>
      <Form.Item name="weightGrams" label={t('shippingCost.weight')} validateFirst rules={[overweight, zodRule(lookChannelRequest.shape.weightGrams, t)]}>
        <InputNumber className={styles.weight} min={1} precision={0} step={100} placeholder={t('shippingCost.weightPlaceholder')} data-testid="weight" />
      </Form.Item>
      <Form.Item className={styles.submit} label=" ">
        <Button type="primary" htmlType="submit" block loading={loading} data-testid="inquire">
          {t('shippingCost.inquire')}
        </Button>
      </Form.Item>
    </Form>
  );
}
