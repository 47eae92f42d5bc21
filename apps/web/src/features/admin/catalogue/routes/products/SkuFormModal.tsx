import { ADMIN_MAX_STOCK, ADMIN_MAX_WEIGHT_GRAMS, STOCK_WAREHOUSE_CODES, adminRequiredText, centsToDollars, hexColourRule, type AdminProductDetail, type AdminSku, type StockByWarehouse } from '@threadway/contracts';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../../../lib/form-rules';
import { useSaveSku } from '../../api/products';
import { ColourInput } from '../../components/ColourInput';
import { FormModal } from '../../components/FormModal';
import { MediaUrlInput, optionalLinkRule } from '../../components/MediaUrlInput';
import { dollarsRule, toCents } from '../../components/money';
import { StatusSwitch } from '../../components/StatusSwitch';

/** The form holds prices as the dollars typed; they become cents only when sent. */
interface Values {
  colour: string;
  colourHex: string;
  size: string;
  priceCents: string;
  originalPriceCents: string;
  weightGrams: number;
  status: number;
  imageUrl: string;
  stock?: StockByWarehouse;
}

/** Empty stock boxes are left out (the server starts them at 0). */
const typedStock = (stock: Values['stock']): StockByWarehouse => Object.fromEntries(Object.entries(stock ?? {}).filter(([, v]) => typeof v === 'number'));

/** Adds a SKU (with its first stock per warehouse) or changes one; prices typed in dollars. */
export function SkuFormModal({ product, sku, onClosed }: { product: AdminProductDetail; sku?: AdminSku; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSku();
  const initialValues: Partial<Values> = sku
    ? { ...sku, colourHex: sku.colourHex ?? '', imageUrl: sku.imageUrl ?? '', priceCents: centsToDollars(sku.priceCents), originalPriceCents: centsToDollars(sku.originalPriceCents) }
    : { weightGrams: product.weightGrams, status: 1, colourHex: '', imageUrl: '', stock: {} };

  return (
    <FormModal<Values>
      testId="sku"
      width={640}
      title={sku ? t('admin:catalogue.products.editSku', { sku: sku.skuCode }) : t('admin:catalogue.products.addSku')}
      initialValues={initialValues}
      submit={({ stock, ...values }) =>
        save.mutateAsync({
          productId: product.id,
          skuId: sku?.id,
          input: { ...values, priceCents: toCents(values.priceCents), originalPriceCents: toCents(values.originalPriceCents), ...(sku ? {} : { stock: typedStock(stock) }) },
        })
      }
      onClosed={onClosed}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="colour" label={t('admin:catalogue.products.colour')} rules={[zodRule(adminRequiredText(60), t)]}>
            <Input data-testid="sku-colour" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="colourHex" label={t('admin:catalogue.products.colourHex')} rules={[zodRule(z.literal('').or(hexColourRule), t)]}>
            <ColourInput data-testid="sku-hex" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="size" label={t('admin:catalogue.products.size')} rules={[zodRule(adminRequiredText(20), t)]}>
            <Input data-testid="sku-size" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="priceCents" label={t('admin:catalogue.products.priceUsd')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" data-testid="sku-price" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="originalPriceCents" label={t('admin:catalogue.products.originalPriceUsd')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" data-testid="sku-original-price" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="weightGrams" label={t('admin:catalogue.products.weight')} rules={[{ required: true, message: t('messages:validation.weightRequired') }]}>
            <InputNumber min={1} max={ADMIN_MAX_WEIGHT_GRAMS} precision={0} suffix="g" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="status" label={t('admin:catalogue.common.status')}>
            <StatusSwitch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="imageUrl" label={t('admin:catalogue.common.image')} rules={[optionalLinkRule(t)]}>
            <MediaUrlInput />
          </Form.Item>
        </Col>
        {!sku &&
          STOCK_WAREHOUSE_CODES.map((code) => (
            <Col xs={8} sm={8} md={4} key={code} className="tw-cat-stock-col">
              <Form.Item name={['stock', code]} label={code} tooltip={t(`admin:catalogue.warehouses.${code}`)}>
                <InputNumber min={0} max={ADMIN_MAX_STOCK} precision={0} style={{ width: '100%' }} data-testid={`sku-stock-${code}`} />
              </Form.Item>
            </Col>
          ))}
      </Row>
    </FormModal>
  );
}
