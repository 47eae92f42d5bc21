import { createOperatorRequest, emailRule, fullNameRule, OPERATOR_ROLES, passwordRule, type Operator } from '@threadway/contracts';
import { Alert, App, Form, Input, Modal, Select, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { useSaveOperator, type OperatorInput } from '../api/operators';
import { ROLE_COLORS } from './RoleTags';

/** On edit the password may stay empty (unchanged); anything typed must pass the usual rule. */
const optionalPassword = z.string().transform((v) => v || undefined).pipe(passwordRule.optional());

interface Props {
  /** The operator to edit; absent to create one. */
  operator?: Operator;
  /** Called once the closing animation is over, so the parent can unmount the modal. */
  onClosed: () => void;
}

/**
 * Create or edit an operator. Mounted fresh for each use so the form starts from the right values;
 * server failures (last administrator, e-mail taken) are shown inside the modal.
 */
export function OperatorFormModal({ operator, onClosed }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<OperatorInput>();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveOperator();
  const editing = operator !== undefined;

  const submit = (values: OperatorInput) => {
    setError(null);
    const input: OperatorInput = editing ? { ...values, email: undefined, password: values.password || undefined } : values;
    save.mutate(
      { id: operator?.id, input },
      {
        onSuccess: (envelope) => {
          void message.success(envelope.message);
          setOpen(false);
        },
        onError: (e) => {
          // A rule failure on a field of this form goes under that field; anything else above the form.
          const [field] = fieldError(e) ?? [];
          if (field && field.name in form.getFieldsValue()) form.setFields([{ ...field, name: field.name as keyof OperatorInput }]);
          else setError(e.message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? t('admin:operators.editTitle', { name: operator.fullName }) : t('admin:operators.createTitle')}
      okText={editing ? t('admin:actions.save') : t('admin:operators.create')}
      cancelText={t('admin:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'operator-save' }}
      mask={{ closable: false }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<OperatorInput>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={operator ? { fullName: operator.fullName, roles: operator.roles, active: operator.active, password: '' } : { roles: [] }}
      >
        {!editing && (
          <Form.Item name="email" label={t('admin:operators.email')} rules={[zodRule(emailRule, t)]}>
            <Input autoComplete="off" inputMode="email" data-testid="operator-email" />
          </Form.Item>
        )}
        <Form.Item name="fullName" label={t('admin:operators.fullName')} rules={[zodRule(fullNameRule, t)]}>
          <Input autoComplete="off" data-testid="operator-fullname" />
        </Form.Item>
        <Form.Item
          name="password"
          label={editing ? t('admin:operators.newPassword') : t('admin:operators.password')}
          extra={editing ? t('admin:operators.newPasswordHint') : t('admin:operators.passwordHint')}
          rules={[zodRule(editing ? optionalPassword : passwordRule, t)]}
        >
          <Input.Password autoComplete="new-password" data-testid="operator-password" />
        </Form.Item>
        <Form.Item name="roles" label={t('admin:operators.roles')} rules={[zodRule(createOperatorRequest.shape.roles, t)]}>
          <Select
            mode="multiple"
            data-testid="operator-roles"
            placeholder={t('admin:operators.rolesPlaceholder')}
            options={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`admin:roles.${role}`) }))}
            optionRender={(option) => (
              <div>
                <div>{option.label}</div>
                <small style={{ opacity: 0.6 }}>{t(`admin:roleHints.${String(option.value)}`)}</small>
              </div>
            )}
            tagRender={({ value, label, closable, onClose }) => (
              <Tag color={ROLE_COLORS[value as Operator['roles'][number]]} closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
                {label}
              </Tag>
            )}
          />
        </Form.Item>
        {editing && (
          <Form.Item name="active" label={t('admin:operators.status')} valuePropName="checked" extra={t('admin:operators.activeHint')}>
            <Switch checkedChildren={t('admin:operators.active')} unCheckedChildren={t('admin:operators.disabled')} data-testid="operator-active" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
