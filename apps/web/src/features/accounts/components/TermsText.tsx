import { useTranslation } from 'react-i18next';
import { taggedParts } from '../../../lib/tagged-text';

/** Where each tag of `signUp.terms` leads. */
const DOCUMENTS: Record<string, string> = {
  terms: '/terms-conditions',
  privacy: '/privacy-policy',
  fees: '/terms-conditions#fees-and-cancellation',
};

/**
 * 'I agree to the Terms, Privacy Policy and Fees & Cancellation' with its three links (spec 2.6),
 * the label of the terms checkbox on every sign-up form. The links open in a new tab so the
 * half-filled form is not lost.
 */
export function TermsText() {
  const { t } = useTranslation('accounts');
  return taggedParts(t('signUp.terms')).map((part, i) =>
    part.tag && DOCUMENTS[part.tag] ? (
      <a key={i} href={DOCUMENTS[part.tag]} target="_blank" rel="noreferrer">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
