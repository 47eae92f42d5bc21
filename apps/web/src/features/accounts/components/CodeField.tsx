import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { codeInputAttributes } from './code-input';
import { ruleOnDemand } from './rules-on-demand';
import { SendCodeButton, type SendCode } from './SendCodeButton';

interface Props {
  onSend: SendCode;
  testIds: { input: string; button: string };
  extra?: React.ReactNode;
}

/** The 6-digit code input with its Send button, as field `verificationCode`. */
export function CodeField({ onSend, testIds, extra }: Props) {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item label={t('fields.verificationCode')} required extra={extra}>
      <Space.Compact block>
        <Form.Item name="verificationCode" noStyle rules={[zodRule(ruleOnDemand('verificationCodeRule'), t)]}>
          <Input data-testid={testIds.input} {...codeInputAttributes(t)} />
        </Form.Item>
        <SendCodeButton onSend={onSend} testId={testIds.button} />
      </Space.Compact>
    </Form.Item>
  );
}
