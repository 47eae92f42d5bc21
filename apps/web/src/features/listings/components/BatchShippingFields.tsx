import { parseDeliveryTime } from '@threadway/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListingChannels, useShipToCountries, useWarehouses } from '../api/store-options';
import { shippingIncomplete, type BatchFormValues } from '../model/batch-form';
import styles from './BatchPublish.module.css';

/** Ship from, ship to and shipping channel: all three or none (spec 2.6, 5.2); each choice narrows the next. The channels are those of the batch's first product. */
export function BatchShippingFields({ productId }: { productId: string | undefined }) {
  const { t } = useTranslation('listings');
  const form = Form.useFormInstance<BatchFormValues>();
  const shipFrom = Form.useWatch('shipFrom', form);
  const shipTo = Form.useWatch('shipTo', form);
  const storeId = Form.useWatch('storeId', form);
  const warehouses = useWarehouses();
  const countries = useShipToCountries(shipFrom);
  const channels = useListingChannels({ productId, storeId, shipFrom, shipTo });
  const channelLabel = (c: { channelName: string; deliveryTime: string }) => {
    const days = parseDeliveryTime(c.deliveryTime);
    return days ? t('batch.channelOption', { name: c.channelName, min: days.min, max: days.max }) : c.channelName;
  };
  const together = {
    validator: async () => {
      if (shippingIncomplete(form.getFieldsValue(['shipFrom', 'shipTo', 'channelCode']))) throw new Error(t('batch.shippingTogether'));
    },
  };
  const revalidate = () => void form.validateFields(['shipFrom', 'shipTo', 'channelCode']).catch(() => undefined);

  return (
    <div className={styles.shipping}>
      <Form.Item name="shipFrom" label={t('batch.shipFrom')} rules={[together]}>
        <Select
          allowClear
          placeholder={t('batch.choose')}
          loading={warehouses.isLoading}
          options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseCode, label: w.countryName }))}
          onChange={() => {
            form.setFieldsValue({ shipTo: undefined, channelCode: undefined });
            revalidate();
          }}
          data-testid="batch-ship-from"
        />
      </Form.Item>
      <Form.Item name="shipTo" label={t('batch.shipTo')} rules={[together]}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          disabled={!shipFrom}
          placeholder={t('batch.choose')}
          loading={countries.isLoading}
          options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          onChange={() => {
            form.setFieldsValue({ channelCode: undefined });
            revalidate();
          }}
          data-testid="batch-ship-to"
        />
      </Form.Item>
      <Form.Item name="channelCode" label={t('batch.channel')} rules={[together]}>
        <Select
          allowClear
          disabled={!shipTo}
          placeholder={t('batch.choose')}
          loading={channels.isLoading}
          notFoundContent={channels.isError ? t('messages:listings.logisticsFailed') : t('messages:listings.noChannel')}
          options={(channels.data ?? []).map((c) => ({ value: c.channelCode, label: channelLabel(c) }))}
          onChange={revalidate}
          data-testid="batch-channel"
        />
      </Form.Item>
    </div>
  );
}
