import { moneyEntryRule } from '@threadway/contracts';
import { App, Button, Form, Input, Modal, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { zodRule } from '../../../../lib/form-rules';
import { startTopUp } from '../api/wallet';
import styles from './WalletPanels.module.css';

const PRESETS = ['100', '500', '1000'];

/**
 * Top up: the amount in US dollars under the spec 5 rule, then the card gateway's hosted page.
 * The balance rises when the gateway confirms; the page says so when the browser comes back.
 * `attempt` (made when the dialog opens) is the Idempotency-Key: a double click or a retried
 * request opens one top-up. The form is destroyed on close, so each opening starts empty.
 */
export function TopUpDialog({ attempt, onClose, onLeave }: { attempt: string | null; onClose: () => void; onLeave?: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ amount: string }>();
  const [leaving, setLeaving] = useState(false);

  const submit = async ({ amount }: { amount: string }) => {
    setLeaving(true);
    try {
      const { redirectUrl } = await startTopUp(moneyEntryRule.parse(amount), attempt!);
      onLeave?.();
      window.location.assign(redirectUrl);
    } catch (error) {
      setLeaving(false);
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };

  return (
    <Modal
      open={attempt !== null}
      title={t('topUp.title')}
      onCancel={onClose}
      okText={t('topUp.continue')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: leaving, 'data-testid': 'top-up-continue' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="amount" label={t('topUp.amount')} extra={t('topUp.rule')} rules={[zodRule(moneyEntryRule, t)]}>
          <Input prefix="$" inputMode="decimal" placeholder="0.00" autoFocus data-testid="top-up-amount" />
        </Form.Item>
        <div className={styles.presets}>
          {PRESETS.map((value) => (
            <Button key={value} size="small" onClick={() => form.setFieldsValue({ amount: value })}>
              ${value}
            </Button>
          ))}
        </div>
        <p className={styles.muted}>{t('topUp.hostedNote')}</p>
      </Form>
    </Modal>
  );
}
