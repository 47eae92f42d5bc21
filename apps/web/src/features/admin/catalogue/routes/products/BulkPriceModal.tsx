import { PRICE_CHANGE_TARGETS, changedPrice, parseDollars, type AdminProductDetail, type PriceChange } from '@threadway/contracts';
import { Form, InputNumber, Input, Radio, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../../../components/Amount';
import { usePriceChange } from '../../api/products';
import { FormModal } from '../../components/FormModal';
import { dollarsRule, toCents, useUsd } from '../../components/money';

interface Values {
  mode: PriceChange['mode'];
  /** Percent as a whole number, or dollars (signed) for a fixed change. */
  value: number | string;
  target: PriceChange['target'];
  skuIds: number[];
}

/** The change in cents the form describes, or null while it is incomplete. */
function changeOf(values: Partial<Values>): Pick<PriceChange, 'mode' | 'value'> | null {
  if (values.mode === 'percent') return typeof values.value === 'number' ? { mode: 'percent', value: values.value } : null;
  const cents = typeof values.value === 'string' ? parseDollars(values.value, { signed: true }) : null;
  return cents === null ? null : { mode: 'fixed', value: cents };
}

/** Raises or lowers the prices of the product's SKUs (all, or those chosen) with a preview; never below 0. */
export function BulkPriceModal({ product, onClosed }: { product: AdminProductDetail; onClosed: () => void }) {
  const { t } = useTranslation();
  const usd = useUsd();
  const change = usePriceChange();
  return (
    <FormModal<Values>
      testId="price-change"
      width={640}
      title={t('admin:catalogue.products.bulkPrice')}
      okText={t('admin:catalogue.products.applyPrices')}
      initialValues={{ mode: 'percent', target: 'price', skuIds: [] }}
      submit={(values) =>
        change.mutateAsync({
          productId: product.id,
          change: {
            mode: values.mode,
            value: values.mode === 'percent' ? Number(values.value) : toCents(String(values.value), true),
            target: values.target,
            skuIds: values.skuIds.length ? values.skuIds : undefined,
          },
        })
      }
      onClosed={onClosed}
    >
      {(form) => (
        <>
          <Form.Item name="mode" label={t('admin:catalogue.products.priceMode')}>
            <Radio.Group
              optionType="button"
              onChange={() => form.setFieldValue('value', undefined)}
              options={[
                { value: 'percent', label: t('admin:catalogue.products.byPercent') },
                { value: 'fixed', label: t('admin:catalogue.products.byAmount') },
              ]}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['mode']}>
            {() =>
              form.getFieldValue('mode') === 'percent' ? (
                <Form.Item name="value" label={t('admin:catalogue.products.percentChange')} extra={t('admin:catalogue.products.percentHint')} rules={[{ required: true, message: t('messages:validation.required') }]}>
                  <InputNumber min={-100} max={1000} precision={0} suffix="%" style={{ width: 180 }} data-testid="price-change-value" />
                </Form.Item>
              ) : (
                <Form.Item name="value" label={t('admin:catalogue.products.amountChange')} extra={t('admin:catalogue.products.amountHint')} rules={[dollarsRule(t, { signed: true })]}>
                  <Input prefix="$" inputMode="decimal" style={{ width: 180 }} data-testid="price-change-value" />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="target" label={t('admin:catalogue.products.priceTarget')}>
            <Select options={PRICE_CHANGE_TARGETS.map((v) => ({ value: v, label: t(`admin:catalogue.products.targets.${v}`) }))} />
          </Form.Item>
          <Form.Item name="skuIds" label={t('admin:catalogue.products.priceSkus')}>
            <Select mode="multiple" allowClear placeholder={t('admin:catalogue.products.allSkus')} options={product.skus.map((s) => ({ value: s.id, label: `${s.colour} / ${s.size}` }))} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const values = form.getFieldsValue(true) as Partial<Values>;
              const delta = changeOf(values);
              const rows = product.skus.filter((s) => !values.skuIds?.length || values.skuIds.includes(s.id));
              const next = (cents: number, field: 'price' | 'originalPrice') => (delta && (values.target === 'both' || values.target === field) ? changedPrice(cents, delta) : cents);
              return (
                <Table
                  size="small"
                  rowKey="id"
                  pagination={false}
                  scroll={{ x: 'max-content', y: 240 }}
                  dataSource={rows}
                  columns={[
                    { key: 'sku', title: t('admin:catalogue.products.sku'), render: (_, s) => `${s.colour} / ${s.size}` },
                    { key: 'price', title: t('admin:catalogue.products.price'), align: 'end', render: (_, s) => <Preview before={s.priceCents} after={next(s.priceCents, 'price')} usd={usd} /> },
                    { key: 'original', title: t('admin:catalogue.products.originalPrice'), align: 'end', render: (_, s) => <Preview before={s.originalPriceCents} after={next(s.originalPriceCents, 'originalPrice')} usd={usd} /> },
                  ]}
                />
              );
            }}
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

function Preview({ before, after, usd }: { before: number; after: number; usd: (cents: number) => string }) {
  if (after === before) return <span className="tw-admin-mono">{usd(before)}</span>;
  return (
    <span className="tw-admin-mono">
      <Typography.Text delete type="secondary">
        {usd(before)}
      </Typography.Text>{' '}
      {after < 0 ? (
        <Typography.Text type="danger">
          <Amount>{`-${usd(-after)}`}</Amount>
        </Typography.Text>
      ) : (
        <strong>{usd(after)}</strong>
      )}
    </span>
  );
}
