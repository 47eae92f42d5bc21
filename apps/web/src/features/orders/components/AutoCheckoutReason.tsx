import { autoCheckoutSentences, type AutoCheckoutFailure } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';

/** Why Auto Checkout did not pay an order, in the reader's language: the reason, then each method tried. */
export function AutoCheckoutReason({ failure }: { failure: AutoCheckoutFailure }) {
  const { t } = useTranslation('messages');
  const [head, ...attempts] = autoCheckoutSentences(failure);
  return (
    <>
      {t(head!.key, head!.params)}
      {attempts.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {attempts.map((sentence, index) => (
            <li key={index}>{t(sentence.key, sentence.params)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
