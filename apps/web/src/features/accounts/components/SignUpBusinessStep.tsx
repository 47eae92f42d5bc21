import { DEFAULT_AREA_CODE, REFERRER_SOURCES, signUpRequest } from '@threadway/contracts';
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { AreaCodePhoneInput } from './AreaCodePhoneInput';
import { OptionalLabel } from './OptionalLabel';

export interface BusinessValues {
  brandName?: string;
  websiteUrl?: string;
  referrerSource?: (typeof REFERRER_SOURCES)[number];
  areaCode: string;
  phone: string;
}

const fields = signUpRequest.shape;

/** Sign-up step 1: business information (spec 2.6). */
export function SignUpBusinessStep({ form, onNext }: { form: FormInstance<BusinessValues>; onNext: () => void }) {
  const { t } = useTranslation('accounts');
  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} initialValues={{ areaCode: DEFAULT_AREA_CODE }} onFinish={onNext}>
      <Form.Item name="brandName" label={<OptionalLabel label={t('fields.brandName')} />} rules={[zodRule(fields.brandName, t)]}>
        <Input data-testid="signup-brand" autoComplete="organization" placeholder={t('placeholders.brandName')} />
      </Form.Item>
      <Form.Item name="websiteUrl" label={<OptionalLabel label={t('fields.websiteUrl')} />} rules={[zodRule(fields.websiteUrl, t)]}>
        <Input data-testid="signup-website" autoComplete="url" inputMode="url" placeholder="https://" dir="ltr" />
      </Form.Item>
      <Form.Item name="referrerSource" label={<OptionalLabel label={t('fields.heardFrom')} />}>
        <Select
          data-testid="signup-heard"
          allowClear
          placeholder={t('placeholders.choose')}
          options={REFERRER_SOURCES.map((source) => ({ value: source, label: t(`heard.${source}`) }))}
        />
      </Form.Item>
      <AreaCodePhoneInput testIds={{ areaCode: 'signup-areacode', phone: 'signup-phone' }} />
      <Button type="primary" htmlType="submit" block data-testid="signup-next">
        {t('signUp.next')}
      </Button>
    </Form>
  );
}
