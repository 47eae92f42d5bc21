import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/form-rules';
import { ruleOnDemand } from './rules-on-demand';

/** Opens in a new tab so the half-filled form is not lost. */
const DocLink = ({ to, children }: { to: string; children?: React.ReactNode }) => (
  <a href={to} target="_blank" rel="noreferrer">
    {children}
  </a>
);

/** Field `acceptTerms`: Terms, Privacy Policy and Fees & Cancellation (spec 2.6). */
export function TermsField() {
  const { t } = useTranslation('accounts');
  return (
    <Form.Item name="acceptTerms" valuePropName="checked" rules={[zodRule(ruleOnDemand('termsRule'), t)]}>
      <Checkbox data-testid="signup-terms">
        <Trans
          t={t}
          i18nKey="signUp.terms"
          components={{
            terms: <DocLink to="/terms-conditions" />,
            privacy: <DocLink to="/privacy-policy" />,
            fees: <DocLink to="/terms-conditions#fees-and-cancellation" />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
}
