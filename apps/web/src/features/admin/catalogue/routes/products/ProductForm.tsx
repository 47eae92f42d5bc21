import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ADMIN_MAX_WEIGHT_GRAMS,
  ITEM_NO_PATTERN,
  PRODUCT_STATUSES,
  adminRequiredText,
  processingTimeRule,
  type AdminProductDetail,
  type UpdateProductInput,
} from '@threadway/contracts';
import { Alert, App, Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../../../lib/form-rules';
import type { Widen } from '../../api/mutation';
import { useSaveProduct } from '../../api/products';
import { CategoryTreeSelect } from '../../components/CategoryTreeSelect';
import { showServerError } from '../../components/FormModal';
import { MediaUrlInput, linkRule } from '../../components/MediaUrlInput';

const ATTRIBUTES = ['pattern', 'style', 'material', 'gender', 'contour', 'season'] as const;
type Values = Widen<UpdateProductInput> & { itemNo?: string };

/** Attribute boxes left empty are not stored, so filters never offer an empty value. */
function cleanAttributes(attributes: Values['attributes']): Values['attributes'] {
  if (!attributes) return undefined;
  const entries = Object.entries(attributes).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' && v.trim() !== ''));
  return Object.fromEntries(entries);
}

interface Props {
  product?: AdminProductDetail;
  onSaved?: (product: AdminProductDetail) => void;
}

/** The product's own fields (not its SKUs). On a new product the item no may be typed or left to be generated. */
export function ProductForm({ product, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveProduct();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setError(null);
    const input: Values = { ...values, attributes: cleanAttributes(values.attributes), itemNo: values.itemNo?.trim() || undefined, minOrderQuantity: values.minOrderQuantity ?? null };
    try {
      const envelope = await save.mutateAsync({ id: product?.id, input });
      void message.success(envelope.message);
      onSaved?.(envelope.data);
    } catch (e) {
      setError(showServerError(form, e));
    }
  };

  const initial: Values = product
    ? { ...product, images: product.images.map((i) => ({ url: i.url, colour: i.colour ?? '' })) }
    : { productType: 1, status: 1, processingTime: '1~3', images: [], attributes: {} };
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(values) => void submit(values)} data-testid="product-form">
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Row gutter={16}>
        <Col xs={24} md={16}>
          <Form.Item name="name" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(255), t)]}>
            <Input data-testid="product-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {product ? (
            <Form.Item label={t('admin:catalogue.products.itemNo')}>
              <Input value={product.itemNo} disabled className="tw-admin-mono" />
            </Form.Item>
          ) : (
            <Form.Item name="itemNo" label={t('admin:catalogue.products.itemNo')} extra={t('admin:catalogue.products.itemNoHint')} rules={[zodRule(z.literal('').or(z.string().regex(ITEM_NO_PATTERN, 'validation.invalidValue')), t)]}>
              <Input className="tw-admin-mono" data-testid="product-itemno" />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="categoryId" label={t('admin:catalogue.products.category')} extra={t('admin:catalogue.products.categoryHint')} rules={[{ required: true, message: t('messages:validation.choose') }]}>
            <CategoryTreeSelect purpose="product" data-testid="product-category" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="productType" label={t('admin:catalogue.products.type')}>
            <Select options={[1, 2, 3].map((v) => ({ value: v, label: t(`admin:catalogue.products.types.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="status" label={t('admin:catalogue.common.status')}>
            <Select options={PRODUCT_STATUSES.map((v) => ({ value: v, label: t(`admin:catalogue.products.statuses.${v}`) }))} data-testid="product-status" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="weightGrams" label={t('admin:catalogue.products.weight')} rules={[{ required: true, message: t('messages:validation.weightRequired') }]}>
            <InputNumber min={1} max={ADMIN_MAX_WEIGHT_GRAMS} precision={0} suffix="g" style={{ width: '100%' }} data-testid="product-weight" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="minOrderQuantity" label={t('admin:catalogue.products.pack')} extra={t('admin:catalogue.products.packHint')}>
            <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="processingTime" label={t('admin:catalogue.products.processingTime')} extra={t('admin:catalogue.products.processingTimeHint')} rules={[zodRule(processingTimeRule, t)]}>
            <Input className="tw-admin-mono" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="packingSize" label={t('admin:catalogue.products.packingSize')}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="fabric" label={t('admin:catalogue.products.fabric')}>
            <Input />
          </Form.Item>
        </Col>
        {ATTRIBUTES.map((a) => (
          <Col xs={12} md={8} key={a}>
            <Form.Item name={['attributes', a]} label={t(`admin:catalogue.products.attributes.${a}`)}>
              <Input />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={16}>
          <Form.Item name={['attributes', 'designElements']} label={t('admin:catalogue.products.attributes.designElements')}>
            <Select mode="tags" open={false} suffixIcon={null} placeholder={t('admin:catalogue.products.tagsHint')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('admin:catalogue.products.description')}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t('admin:catalogue.products.images')}</Divider>
      <Form.List name="images">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space.Compact key={field.key} block className="tw-cat-image-row">
                <Form.Item name={[field.name, 'url']} rules={[linkRule(t)]} noStyle>
                  <MediaUrlInput aria-label={t('admin:catalogue.common.image')} data-testid="product-image-url" />
                </Form.Item>
                <Form.Item name={[field.name, 'colour']} noStyle>
                  <Input placeholder={t('admin:catalogue.products.colour')} className="tw-cat-image-colour" />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('admin:catalogue.common.delete')} />
              </Space.Compact>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ url: '', colour: '' })} data-testid="product-image-add">
              {t('admin:catalogue.products.addImage')}
            </Button>
            <p className="tw-cat-hint">{t('admin:catalogue.products.imagesHint')}</p>
          </>
        )}
      </Form.List>
      <div className="tw-cat-form-actions">
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="product-save">
          {product ? t('admin:actions.save') : t('admin:catalogue.products.createAndContinue')}
        </Button>
      </div>
    </Form>
  );
}
