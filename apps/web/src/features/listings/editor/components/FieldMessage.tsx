import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../model';
import styles from './Editor.module.css';

/** A rule's words: spec 5.1's message from the `messages` namespace, or the server's own. */
export const fieldText = (t: TFunction, error: FieldError) => error.text ?? t(`messages:${error.key}`, error.values ?? {});

/** One rule's message under its field. */
export function FieldMessage({ error }: { error: FieldError | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <div className={styles.fieldError} role="alert" data-testid="field-error">
      {fieldText(t, error)}
    </div>
  );
}
