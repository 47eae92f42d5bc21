import { adminRequiredText, centsToDollars, type AdminCouponTemplate } from '@threadway/contracts';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../../lib/form-rules';
import { FormModal } from '../../../catalogue/components/FormModal';
import { MediaUrlInput, optionalLinkRule } from '../../../catalogue/components/MediaUrlInput';
import { dollarsRule, toCents } from '../../../catalogue/components/money';
import { ProductPicker } from '../../../catalogue/components/ProductPicker';
import { useSaveCouponTemplate } from '../../api/coupons';
import { ValidityFields } from '../../components/ValidityFields';

const FIXED = 1;
const ORDERS_OF = 2;
const PIECES = 3;
const SPECIFIED_PRODUCTS = 3;

/**
 * The form holds money as the dollars typed (a fixed reduction, an order-amount threshold) and
 * percent or pieces as numbers; each field keeps the API's name so its messages land under it.
 */
interface Values {
  name: string;
  logoUrl: string;
  fixedType: number;
  reduction?: string | number;
  useType: number;
  threshold?: string | number;
  applicableType: number;
  kkProductIds: string[];
  stacksWithPromoCode: boolean;
  usableStartTime: Dayjs;
  usableEndTime: Dayjs;
}

const initialValuesOf = (coupon?: AdminCouponTemplate): Partial<Values> =>
  coupon
    ? {
        ...coupon,
        logoUrl: coupon.logoUrl ?? '',
        reduction: coupon.fixedType === FIXED ? centsToDollars(coupon.reduction) : coupon.reduction,
        threshold: coupon.useType === ORDERS_OF ? centsToDollars(coupon.threshold) : coupon.useType === PIECES ? coupon.threshold : undefined,
        usableStartTime: dayjs(coupon.usableStartTime),
        usableEndTime: dayjs(coupon.usableEndTime),
      }
    : { logoUrl: '', fixedType: FIXED, useType: 1, applicableType: 1, kkProductIds: [], stacksWithPromoCode: false, usableStartTime: dayjs().startOf('minute') };

/** What the API takes: cents for dollar amounts, no threshold without a condition, products only for 'specified products'. */
const inputOf = (v: Values) => ({
  name: v.name,
  logoUrl: v.logoUrl,
  fixedType: v.fixedType,
  reduction: v.fixedType === FIXED ? toCents(String(v.reduction)) : Number(v.reduction),
  useType: v.useType,
  threshold: v.useType === ORDERS_OF ? toCents(String(v.threshold)) : v.useType === PIECES ? Number(v.threshold) : 0,
  applicableType: v.applicableType,
  kkProductIds: v.applicableType === SPECIFIED_PRODUCTS ? v.kkProductIds : [],
  stacksWithPromoCode: v.stacksWithPromoCode,
  usableStartTime: v.usableStartTime.toISOString(),
  usableEndTime: v.usableEndTime.toISOString(),
});

/** Creates a coupon template or changes one (spec 3 receiveUsageRules). */
export function CouponFormModal({ coupon, onClosed }: { coupon?: AdminCouponTemplate; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCouponTemplate();
  return (
    <FormModal<Values>
      testId="coupon"
      width={680}
      title={coupon ? t('admin:promotions.coupons.editTitle', { name: coupon.name }) : t('admin:promotions.coupons.create')}
      initialValues={initialValuesOf(coupon)}
      submit={(values) => save.mutateAsync({ id: coupon?.id, input: inputOf(values) })}
      onClosed={onClosed}
    >
      <CouponFields />
    </FormModal>
  );
}

/** The fields; which input the reduction and threshold take follows the offer and condition chosen. */
function CouponFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const fixedType = Form.useWatch('fixedType', form);
  const useType = Form.useWatch('useType', form);
  const applicableType = Form.useWatch('applicableType', form);
  const required = { required: true, message: t('messages:validation.required') };

  return (
    <>
      <Form.Item name="name" label={t('admin:promotions.coupons.name')} rules={[zodRule(adminRequiredText(120), t)]}>
        <Input data-testid="coupon-name" />
      </Form.Item>
      <div className="tw-cat-inline">
        <Form.Item name="fixedType" label={t('admin:promotions.coupons.offerType')}>
          <Radio.Group
            optionType="button"
            options={[1, 2].map((v) => ({ value: v, label: t(`admin:promotions.coupons.fixedTypes.${v}`) }))}
            onChange={() => form.setFieldValue('reduction', undefined)}
            data-testid="coupon-fixed-type"
          />
        </Form.Item>
        {fixedType === FIXED ? (
          <Form.Item key="amount" name="reduction" label={t('admin:promotions.coupons.amountUsd')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" style={{ width: 160 }} data-testid="coupon-reduction" />
          </Form.Item>
        ) : (
          <Form.Item key="percent" name="reduction" label={t('admin:promotions.coupons.percent')} rules={[required]}>
            <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: 160 }} data-testid="coupon-reduction" />
          </Form.Item>
        )}
      </div>
      <div className="tw-cat-inline">
        <Form.Item name="useType" label={t('admin:promotions.coupons.condition')}>
          <Select
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`admin:promotions.coupons.useTypes.${v}`) }))}
            onChange={() => form.setFieldValue('threshold', undefined)}
            style={{ width: 260 }}
            data-testid="coupon-use-type"
          />
        </Form.Item>
        {useType === ORDERS_OF && (
          <Form.Item key="amount" name="threshold" label={t('admin:promotions.coupons.thresholdUsd')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" style={{ width: 160 }} data-testid="coupon-threshold" />
          </Form.Item>
        )}
        {useType === PIECES && (
          <Form.Item key="pieces" name="threshold" label={t('admin:promotions.coupons.thresholdPieces')} rules={[required]}>
            <InputNumber min={1} precision={0} style={{ width: 160 }} data-testid="coupon-threshold" />
          </Form.Item>
        )}
      </div>
      <Form.Item name="applicableType" label={t('admin:promotions.coupons.scope')}>
        <Radio.Group options={[1, 2, 3].map((v) => ({ value: v, label: t(`admin:promotions.coupons.scopes.${v}`) }))} data-testid="coupon-scope" />
      </Form.Item>
      {applicableType === SPECIFIED_PRODUCTS && (
        <Form.Item name="kkProductIds" label={t('admin:promotions.coupons.products')} rules={[{ required: true, type: 'array', min: 1, message: t('messages:validation.required') }]}>
          <ProductPicker by="kkProductId" data-testid="coupon-products" />
        </Form.Item>
      )}
      <ValidityFields start="usableStartTime" end="usableEndTime" testId="coupon" />
      <Form.Item name="stacksWithPromoCode" label={t('admin:promotions.coupons.stacking')} valuePropName="checked">
        <Switch checkedChildren={t('admin:promotions.coupons.stacks')} unCheckedChildren={t('admin:promotions.coupons.noStack')} data-testid="coupon-stacks" />
      </Form.Item>
      <Form.Item name="logoUrl" label={t('admin:promotions.coupons.logo')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
    </>
  );
}
