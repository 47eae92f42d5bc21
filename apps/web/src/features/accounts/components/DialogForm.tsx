import { Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  form: FormInstance;
  initialValues?: Record<string, unknown>;
  submitLabel?: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}

/** The form of an account-setting dialog with its Cancel and submit buttons. */
export function DialogForm({ form, initialValues, submitLabel, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation('accounts');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={() => void submit()} className="tw-dialog-form">
      {children}
      <div className="tw-dialog-form__actions">
        <Button onClick={onCancel}>{t('dialog.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="dialog-submit">
          {submitLabel ?? t('dialog.save')}
        </Button>
      </div>
    </Form>
  );
}
