import { Alert, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useMoneyText } from '../../../../components/useStoreMoney';
import { useDeliveryText, useWarehouseName } from '../../../logistics/channel-text';
import { useListingChannels, useShipToCountries, useWarehouses } from '../api/editor';
import styles from './Editor.module.css';

export interface ShippingValue {
  shipFrom: string | undefined;
  shipTo: string | undefined;
  channelCode: string | undefined;
}

interface Props extends ShippingValue {
  storeId: number | null;
  currency: string;
  productId: string;
  invalid: boolean;
  onChange: (value: ShippingValue) => void;
}

/**
 * Shipping Method (spec 2.8): ship from (our warehouse), ship to (a country that warehouse serves) and the
 * channel, each channel with the rate engine's estimated delivery time. All three or none (spec 5.1):
 * changing the warehouse or the country clears what depended on it.
 */
export function ShippingFields({ storeId, currency, productId, shipFrom, shipTo, channelCode, invalid, onChange }: Props) {
  const { t } = useTranslation('listingEditor');
  const warehouses = useWarehouses();
  const countries = useShipToCountries(shipFrom);
  const channels = useListingChannels({ storeId, productId, shipFrom, shipTo });
  const status = invalid ? 'error' : undefined;
  const channel = channels.data?.find((c) => c.channelCode === channelCode);
  const money = useMoneyText(currency);
  const days = useDeliveryText();
  const warehouseName = useWarehouseName();

  return (
    <div className={styles.shipping}>
      <Select
        allowClear
        placeholder={t('shipping.from')}
        value={shipFrom}
        status={status && !shipFrom ? status : undefined}
        loading={warehouses.isLoading}
        options={(warehouses.data ?? []).map((w) => ({ value: w.warehouseCode, label: warehouseName(w.warehouseCode) }))}
        onChange={(value: string | undefined) => onChange({ shipFrom: value, shipTo: undefined, channelCode: undefined })}
        aria-label={t('shipping.from')}
        className={styles.shippingSelect}
        data-testid="ship-from"
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('shipping.to')}
        value={shipTo}
        disabled={!shipFrom}
        status={status && !shipTo ? status : undefined}
        loading={countries.isLoading}
        options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        onChange={(value: string | undefined) => onChange({ shipFrom, shipTo: value, channelCode: undefined })}
        aria-label={t('shipping.to')}
        className={styles.shippingSelect}
        data-testid="ship-to"
      />
      <Select
        allowClear
        placeholder={t('shipping.channel')}
        value={channelCode}
        disabled={!shipTo}
        status={status && !channelCode ? status : undefined}
        loading={channels.isFetching}
        options={(channels.data ?? []).map((c) => ({ value: c.channelCode, label: `${c.channelName} · ${days(c.deliveryTime)} · ${money(c.shippingCents)}` }))}
        onChange={(value: string | undefined) => onChange({ shipFrom, shipTo, channelCode: value })}
        aria-label={t('shipping.channel')}
        className={styles.channelSelect}
        data-testid="ship-channel"
      />
      {channel && (
        <span className={styles.delivery} data-testid="ship-delivery">
          {t('shipping.estimated')} <bdi>{days(channel.deliveryTime)}</bdi>
        </span>
      )}
      {channels.isError && <Alert type="warning" showIcon title={channels.error instanceof ApiError ? channels.error.message : t('loadFailed')} />}
      {channels.data?.length === 0 && <Alert type="warning" showIcon title={t('messages:listings.noChannel')} />}
    </div>
  );
}
