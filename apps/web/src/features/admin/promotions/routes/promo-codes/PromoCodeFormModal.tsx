import { centsToDollars, promoCodeText, type AdminPromoCode } from '@threadway/contracts';
import { Form, Input, InputNumber, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../../lib/form-rules';
import { FormModal } from '../../../catalogue/components/FormModal';
import { dollarsRule, toCents } from '../../../catalogue/components/money';
import { StatusSwitch } from '../../../catalogue/components/StatusSwitch';
import { useSavePromoCode } from '../../api/promo-codes';
import { ValidityFields } from '../../components/ValidityFields';

const PERCENT = 1;
const FIXED = 2;
const BY_PIECES = 1;
const BY_AMOUNT = 2;

/** Dollar amounts are the text typed; every field keeps the API's name so its messages land under it. */
interface Values {
  code: string;
  discountRule: number;
  discountPercent?: number | null;
  discountFixedCents?: string;
  discountCondition: number;
  satisfyNum?: number | null;
  satisfyAmountCents?: string;
  startTime: Dayjs;
  endTime: Dayjs;
  usageLimit?: number | null;
  status: number;
}

const initialValuesOf = (code?: AdminPromoCode): Partial<Values> =>
  code
    ? {
        ...code,
        discountFixedCents: code.discountFixedCents === null ? undefined : centsToDollars(code.discountFixedCents),
        satisfyAmountCents: code.satisfyAmountCents === null ? undefined : centsToDollars(code.satisfyAmountCents),
        startTime: dayjs(code.startTime),
        endTime: dayjs(code.endTime),
      }
    : { discountRule: PERCENT, discountCondition: BY_PIECES, status: 1, startTime: dayjs().startOf('minute') };

/** What the API takes: cents, and null for the fields the chosen rule and condition do not use. */
const inputOf = (v: Values) => ({
  code: v.code,
  discountRule: v.discountRule,
  discountPercent: v.discountRule === PERCENT ? (v.discountPercent ?? null) : null,
  discountFixedCents: v.discountRule === FIXED ? toCents(v.discountFixedCents ?? '') : null,
  discountCondition: v.discountCondition,
  satisfyNum: v.discountCondition === BY_PIECES ? (v.satisfyNum ?? null) : null,
  satisfyAmountCents: v.discountCondition === BY_AMOUNT ? toCents(v.satisfyAmountCents ?? '') : null,
  startTime: v.startTime.toISOString(),
  endTime: v.endTime.toISOString(),
  usageLimit: v.usageLimit ?? null,
  status: v.status,
});

/** Creates a promo code or changes one (spec 3 'Promo-code result'). */
export function PromoCodeFormModal({ code, onClosed }: { code?: AdminPromoCode; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  return (
    <FormModal<Values>
      testId="promo"
      width={640}
      title={code ? t('admin:promotions.promoCodes.editTitle', { code: code.code }) : t('admin:promotions.promoCodes.create')}
      initialValues={initialValuesOf(code)}
      submit={(values) => save.mutateAsync({ id: code?.id, input: inputOf(values) })}
      onClosed={onClosed}
    >
      <PromoCodeFields />
    </FormModal>
  );
}

/** The fields; the amount inputs follow the rule and condition chosen. */
function PromoCodeFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<Values>();
  const rule = Form.useWatch('discountRule', form);
  const condition = Form.useWatch('discountCondition', form);
  const required = { required: true, message: t('messages:validation.required') };

  return (
    <>
      <Form.Item name="code" label={t('admin:promotions.promoCodes.code')} extra={t('admin:promotions.promoCodes.codeHint')} rules={[zodRule(promoCodeText, t)]} normalize={(v: string) => v.toUpperCase()}>
        <Input className="tw-admin-mono" maxLength={32} data-testid="promo-code" />
      </Form.Item>
      <div className="tw-cat-inline">
        <Form.Item name="discountRule" label={t('admin:promotions.promoCodes.rule')}>
          <Radio.Group optionType="button" options={[1, 2, 3].map((v) => ({ value: v, label: t(`admin:promotions.promoCodes.rules.${v}`) }))} data-testid="promo-rule" />
        </Form.Item>
        {rule === PERCENT && (
          <Form.Item name="discountPercent" label={t('admin:promotions.promoCodes.percent')} rules={[required]}>
            <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: 140 }} data-testid="promo-percent" />
          </Form.Item>
        )}
        {rule === FIXED && (
          <Form.Item name="discountFixedCents" label={t('admin:promotions.promoCodes.amountUsd')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" style={{ width: 140 }} data-testid="promo-fixed" />
          </Form.Item>
        )}
      </div>
      <div className="tw-cat-inline">
        <Form.Item name="discountCondition" label={t('admin:promotions.promoCodes.condition')}>
          <Radio.Group optionType="button" options={[1, 2].map((v) => ({ value: v, label: t(`admin:promotions.promoCodes.conditions.${v}`) }))} data-testid="promo-condition" />
        </Form.Item>
        {condition === BY_PIECES ? (
          <Form.Item key="pieces" name="satisfyNum" label={t('admin:promotions.promoCodes.satisfyNum')} rules={[required]}>
            <InputNumber min={1} precision={0} style={{ width: 140 }} data-testid="promo-pieces" />
          </Form.Item>
        ) : (
          <Form.Item key="amount" name="satisfyAmountCents" label={t('admin:promotions.promoCodes.satisfyAmount')} rules={[dollarsRule(t)]}>
            <Input prefix="$" inputMode="decimal" style={{ width: 140 }} data-testid="promo-amount" />
          </Form.Item>
        )}
      </div>
      <ValidityFields start="startTime" end="endTime" testId="promo" />
      <div className="tw-cat-inline">
        <Form.Item name="usageLimit" label={t('admin:promotions.promoCodes.usageLimit')} extra={t('admin:promotions.promoCodes.usageLimitHint')}>
          <InputNumber min={1} precision={0} placeholder={t('admin:promotions.promoCodes.unlimited')} style={{ width: 180 }} data-testid="promo-limit" />
        </Form.Item>
        <Form.Item name="status" label={t('admin:catalogue.common.status')}>
          <StatusSwitch />
        </Form.Item>
      </div>
    </>
  );
}
