import { parseDollars, payLaterApplication, type PayLaterApplication } from '@threadway/contracts';
import { App, Button, Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session';
import { useCountries } from '../api/countries';
import { applyForCredit } from '../api/pay-later';

/** What the seller types: the requested limit in dollars, sent in cents. */
type Values = Omit<PayLaterApplication, 'requestedLimit'> & { requestedLimit: string };

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called with the provider's application page just before the browser goes there. */
  onLeave: () => void;
}

const rules = payLaterApplication.shape;

/** Pay-later 'Apply Now': the data the provider's application needs; the provider's own page takes the rest and decides. */
export function PayLaterApplyDialog({ open, onClose, onLeave }: Props) {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countries = useCountries();
  const session = useSession();
  const [sending, setSending] = useState(false);

  // Dollars are checked by the shared rule once turned into cents (at most $1,000,000).
  const limitRule: Rule = {
    validator: async (_rule, value: unknown) => {
      const cents = parseDollars(String(value ?? ''));
      if (cents === null || !rules.requestedLimit.safeParse(cents).success) throw new Error(t('apply.limitInvalid'));
    },
  };

  const submit = async (values: Values) => {
    setSending(true);
    try {
      const { redirectUrl } = await applyForCredit({ ...values, requestedLimit: parseDollars(values.requestedLimit)! });
      onLeave();
      window.location.assign(redirectUrl);
    } catch (error) {
      const fields = fieldError(error);
      if (fields) form.setFields(fields as never);
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
      setSending(false);
    }
  };

  return (
    <Modal open={open} title={t('apply.title')} footer={null} onCancel={onClose} destroyOnHidden width={560}>
      <p>{t('apply.intro')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ email: session?.email ?? '', phone: session?.phone ?? '' }}
        onFinish={(values) => void submit(values)}
        data-testid="paylater-apply-form"
      >
        <Form.Item name="companyName" label={t('apply.companyName')} rules={[zodRule(rules.companyName, t)]}>
          <Input maxLength={200} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="email" label={t('apply.email')} rules={[zodRule(rules.email, t)]}>
          <Input maxLength={254} autoComplete="email" type="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('apply.phone')} rules={[zodRule(rules.phone, t)]}>
          <Input maxLength={30} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="country" label={t('apply.country')} rules={[zodRule(rules.country, t)]}>
          <Select showSearch loading={countries.isLoading} optionFilterProp="label" options={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))} data-testid="apply-country" />
        </Form.Item>
        <Form.Item name="requestedLimit" label={t('apply.requestedLimit')} extra={t('apply.limitHint')} rules={[limitRule]}>
          <Input prefix="$" inputMode="decimal" maxLength={13} />
        </Form.Item>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>{' '}
        <Button type="primary" htmlType="submit" loading={sending} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
