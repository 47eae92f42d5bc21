import type { Envelope } from '@threadway/contracts';
import { Alert, App, Form, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';

/** 'items.0.stock' -> ['items', 0, 'stock'], the form's name path of a field the server names. */
export const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a server failure under the form field it names when the form has that field, and returns
 * the message to show above the form otherwise.
 */
export function showServerError(form: FormInstance, error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const field = error instanceof ApiError ? error.field : null;
  if (field && namePath(field)[0]! in form.getFieldsValue(true)) {
    form.setFields([{ name: namePath(field), errors: [message] }]);
    form.scrollToField(namePath(field));
    return null;
  }
  return message;
}

interface Props<V> {
  title: ReactNode;
  testId: string;
  /** A record to edit (extra fields are ignored) or the defaults of a new one. */
  initialValues?: object;
  /** Sends the form; the server's success message is shown and the modal closes. */
  submit: (values: V) => Promise<Envelope<unknown>>;
  /** Called once the closing animation is over, so the parent can unmount the modal. */
  onClosed: () => void;
  okText?: string;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/**
 * The create/edit dialog of every catalogue screen: a vertical form, Save and Cancel, failures
 * under their field or above the form. Mounted fresh for each use so it starts from the right values.
 */
export function FormModal<V extends object>({ title, testId, initialValues, submit, onClosed, okText, width, children }: Props<V>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<V>();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const finish = async (values: V) => {
    setError(null);
    setSaving(true);
    try {
      const envelope = await submit(values);
      void message.success(envelope.message);
      setOpen(false);
    } catch (e) {
      setError(showServerError(form, e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText ?? t('admin:actions.save')}
      cancelText={t('admin:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': `${testId}-save` }}
      mask={{ closable: false }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<V> form={form} layout="vertical" requiredMark={false} initialValues={initialValues as Partial<V>} onFinish={(values) => void finish(values)} data-testid={`${testId}-form`}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
