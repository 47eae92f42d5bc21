import { digitsOnly, fullPhoneRule, joinPhone } from '@threadway/contracts';
import { Form, Input, Select, Space } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';
import { useAreaCodes } from '../api/area-codes';
import './controls.css';

/**
 * Several countries share a code (+1, +44, +7...), so each option is a country, '{areaCode} {countryCode}',
 * while the form keeps only the area code, which is all the server receives.
 */
const optionValue = (areaCode: string, countryCode: string) => `${areaCode} ${countryCode}`;
const areaCodeOf = (value: unknown) => String(value ?? '').split(' ')[0]!;

/** The server checks the joined '{areaCode} {phone}', so the browser checks that same string. */
const joinedPhoneRule = (areaCode: () => string) =>
  z
    .string()
    .transform((phone) => (phone ? joinPhone(areaCode(), phone) : ''))
    .pipe(fullPhoneRule);

interface Props {
  testIds: { areaCode: string; phone: string };
  label?: string;
}

/**
 * Fields `areaCode` and `phone` side by side. The form gives the area code its initial value
 * (DEFAULT_AREA_CODE); the phone keeps digits only as typed (spec 5).
 */
export function AreaCodePhoneInput({ testIds, label }: Props) {
  const { t } = useTranslation('accounts');
  const form = Form.useFormInstance();
  const { data, isLoading } = useAreaCodes();
  const chosen = useRef('');
  const options = useMemo(() => (data ?? []).map((c) => ({ value: optionValue(c.areaCode, c.countryCode), label: `${c.areaCode} ${c.countryName}` })), [data]);
  /** Shows the country last picked for this code, else the first country that has it. */
  const optionFor = (areaCode: unknown) => {
    const code = String(areaCode ?? '');
    if (areaCodeOf(chosen.current) === code) return chosen.current;
    return options.find((option) => areaCodeOf(option.value) === code)?.value ?? code;
  };

  return (
    <Form.Item label={label ?? t('fields.phone')} required>
      <Space.Compact block>
        <Form.Item
          name="areaCode"
          noStyle
          getValueProps={(areaCode) => ({ value: optionFor(areaCode) })}
          normalize={(value: string) => {
            chosen.current = value;
            return areaCodeOf(value);
          }}
        >
          <Select
            data-testid={testIds.areaCode}
            aria-label={t('fields.areaCode')}
            className="tw-area-code"
            options={options}
            loading={isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            labelRender={({ value }) => <bdi>{areaCodeOf(value)}</bdi>}
            popupMatchSelectWidth={300}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          noStyle
          normalize={(value: string | undefined) => digitsOnly(value ?? '')}
          dependencies={['areaCode']}
          rules={[zodRule(joinedPhoneRule(() => String(form.getFieldValue('areaCode') ?? '')), t)]}
        >
          <Input data-testid={testIds.phone} inputMode="tel" autoComplete="tel-national" placeholder={t('placeholders.phone')} />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
