import { CANCEL_REASONS } from '@threadway/contracts';
import { Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Cancel Order with a required reason (spec 5: 'Cancellation reason is required.'). */
export function CancelOrderDialog({ open, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('orders');
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      okText={t('cancel.ok')}
      cancelText={t('actions.back')}
      confirmLoading={busy}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((values) => onConfirm(values.reason!), () => undefined)}
      okButtonProps={{ danger: true, 'data-testid': 'cancel-order-ok' }}
    >
      <p>{t('cancel.hint')}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('cancel.reason')} rules={[{ required: true, message: t('messages:orders.cancelReasonRequired') }]}>
          <Select
            data-testid="cancel-reason"
            placeholder={t('cancel.choose')}
            options={CANCEL_REASONS.map((r) => ({ value: r.code, label: t(`cancelReasons.${r.code}`) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
