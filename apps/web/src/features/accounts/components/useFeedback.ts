import type { Envelope } from '@threadway/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, isHandledByShell } from '../../../lib/api-client';
import { fieldError, type FieldForm } from '../../../lib/form-rules';

/**
 * Shows what a call said: the envelope's success message, or the failure on the form field it
 * names, otherwise as a toast. `run` resolves to the envelope, or null when the call failed.
 */
export function useFeedback() {
  const { message } = App.useApp();
  const { t } = useTranslation('accounts');

  /** The text to show for a failure, or null when the shell already showed it. */
  const describe = (error: unknown): string | null => {
    if (!(error instanceof ApiError)) return t('errors.unexpected');
    if (error.status === 0) return t('errors.network');
    return isHandledByShell(error) ? null : error.message;
  };

  /** Puts the failure on its field in whichever form shows that field; otherwise toasts it. */
  const fail = (error: unknown, forms: FieldForm | FieldForm[] = []) => {
    const fields = fieldError(error);
    for (const form of fields ? [forms].flat() : []) {
      form.setFields(fields!);
      if (form.getFieldError(fields![0]!.name).length > 0) return form.scrollToField(fields![0]!.name);
    }
    const text = describe(error);
    if (text) void message.error(text);
  };

  async function run<T>(action: () => Promise<Envelope<T>>, options: { form?: FieldForm | FieldForm[]; quiet?: boolean } = {}): Promise<Envelope<T> | null> {
    try {
      const envelope = await action();
      if (!options.quiet) void message.success(envelope.message);
      return envelope;
    } catch (error) {
      fail(error, options.form);
      return null;
    }
  }

  /**
   * For a Send button: warns when a field the code needs is empty (spec 5), shows the fields'
   * own errors, and otherwise sends. Resolves to the answer's data, or null when nothing was sent.
   */
  async function sendCode<T>(form: FieldForm, fields: string[], action: () => Promise<Envelope<T>>, emptyWarning?: string): Promise<T | null> {
    if (emptyWarning && fields.some((name) => !String(form.getFieldValue(name) ?? '').trim())) {
      void message.warning(emptyWarning);
      return null;
    }
    const valid = await form.validateFields(fields).then(() => true, () => false);
    return valid ? ((await run(action, { form }))?.data ?? null) : null;
  }

  return { run, describe, sendCode };
}
