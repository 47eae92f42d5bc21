import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { ruleOnDemand } from './rules-on-demand';
import { TermsText } from './TermsText';

/** Field `acceptTerms` of Ant Design's sign-up form: Terms, Privacy Policy and Fees & Cancellation (spec 2.6). */
export function TermsField() {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item name="acceptTerms" valuePropName="checked" rules={[zodRule(ruleOnDemand('termsRule'), t)]}>
      <Checkbox data-testid="signup-terms">
        <TermsText />
      </Checkbox>
    </Form.Item>
  );
}
