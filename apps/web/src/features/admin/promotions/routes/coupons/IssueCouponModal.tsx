import type { AdminCouponTemplate, IssueCouponInput } from '@threadway/contracts';
import { Alert, Button, Form, Input, Modal, Radio, Result, Statistic, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerError } from '../../../catalogue/components/FormModal';
import { useIssueCoupon } from '../../api/coupons';

type Target = 'emails' | 'userIds' | 'allSellers';
interface Values {
  target: Target;
  emails?: string;
  userIds?: string;
}
interface Outcome {
  message: string;
  issued: number;
  alreadyHeld: number;
}

/** A pasted list: one entry per line, or separated by commas, semicolons or spaces. */
const entries = (text = '') => text.split(/[\s,;]+/).filter(Boolean);
const email = z.email();
const userId = z.coerce.number().int().positive().max(2_147_483_647);

/** Every entry of a list must pass `rule`; the first one that does not is named. */
const listRule = (t: TFunction, rule: z.ZodType) => ({
  validator: async (_: unknown, text?: string) => {
    const list = entries(text);
    if (list.length === 0) throw new Error(t('messages:validation.required'));
    const bad = list.find((entry) => !rule.safeParse(entry).success);
    if (bad) throw new Error(t('admin:promotions.issue.badEntry', { value: bad }));
  },
});

const inputOf = (v: Values): IssueCouponInput =>
  v.target === 'allSellers' ? { allSellers: true } : v.target === 'emails' ? { emails: entries(v.emails) } : { userIds: entries(v.userIds).map(Number) };

/** Issues one ticket of a template to the sellers named (e-mails or user ids) or to all, then shows what the server did. */
export function IssueCouponModal({ coupon, onClosed }: { coupon: AdminCouponTemplate; onClosed: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'emails';
  const issue = useIssueCoupon();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const finish = async (values: Values) => {
    setError(null);
    try {
      const envelope = await issue.mutateAsync({ id: coupon.id, input: inputOf(values) });
      setOutcome({ message: envelope.message, ...envelope.data });
    } catch (e) {
      setError(showServerError(form, e));
    }
  };
  const close = () => setOpen(false);

  return (
    <Modal
      open={open}
      title={t('admin:promotions.issue.title', { name: coupon.name })}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: false }}
      footer={
        outcome ? (
          <Button type="primary" onClick={close} data-testid="issue-close">
            {t('admin:promotions.issue.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('admin:actions.cancel')}</Button>
            <Button type="primary" loading={issue.isPending} onClick={() => form.submit()} data-testid="issue-submit">
              {t('admin:promotions.issue.submit')}
            </Button>
          </>
        )
      }
    >
      {outcome ? (
        <Result
          status="success"
          title={outcome.message}
          data-testid="issue-result"
          extra={
            <div className="tw-promo-outcome">
              <Statistic title={t('admin:promotions.issue.issued')} value={outcome.issued} data-testid="issue-issued" />
              <Statistic title={t('admin:promotions.issue.alreadyHeld')} value={outcome.alreadyHeld} data-testid="issue-already-held" />
            </div>
          }
        />
      ) : (
        <>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ target: 'emails' }} onFinish={(values) => void finish(values)} data-testid="issue-form">
            <Form.Item name="target" label={t('admin:promotions.issue.to')}>
              <Radio.Group optionType="button" options={(['emails', 'userIds', 'allSellers'] as const).map((v) => ({ value: v, label: t(`admin:promotions.issue.targets.${v}`) }))} data-testid="issue-target" />
            </Form.Item>
            {target === 'emails' && (
              <Form.Item name="emails" label={t('admin:promotions.issue.targets.emails')} extra={t('admin:promotions.issue.listHint')} rules={[listRule(t, email)]}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder="seller@example.com" data-testid="issue-emails" />
              </Form.Item>
            )}
            {target === 'userIds' && (
              <Form.Item name="userIds" label={t('admin:promotions.issue.targets.userIds')} extra={t('admin:promotions.issue.listHint')} rules={[listRule(t, userId)]}>
                <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} placeholder="1024, 1025" data-testid="issue-user-ids" />
              </Form.Item>
            )}
            {target === 'allSellers' && <Typography.Paragraph type="secondary">{t('admin:promotions.issue.allHint')}</Typography.Paragraph>}
          </Form>
        </>
      )}
    </Modal>
  );
}
