import { CARRIERS, urlRule } from '@threadway/contracts';
import { App, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { fieldError } from '../../../lib/form-rules';
import { useFulfilOrder, type Fulfilment, type FulfilInput } from './api/tracking';
import styles from './tracking.module.css';

type Values = Omit<FulfilInput, 'kkOrderId'>;

/**
 * Fulfill Order (spec 2.5): the seller records the store, the store's order ID and the tracking
 * their store customer sees. Spec 8's messages for the required tracking number and carrier;
 * fulfilling again replaces the earlier entry. Mounted by the order row actions (list and detail).
 */
export function FulfillOrderDialog({ kkOrderId, open, initial, onClose, onSaved }: { kkOrderId: string; open: boolean; initial?: Fulfilment | null; onClose: () => void; onSaved?: () => void }) {
  const { t } = useTranslation(['fulfilment', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const fulfil = useFulfilOrder();
  const checkUrl = (value?: string) => {
    if (value && !urlRule.safeParse(value).success) throw new Error(t('messages:validation.urlInvalid'));
  };

  const submit = async (values: Values) => {
    try {
      const envelope = await fulfil.mutateAsync({ kkOrderId, ...values });
      message.success(envelope.message);
      onSaved?.();
      onClose();
    } catch (error) {
      const fields = fieldError(error);
      if (fields) form.setFields(fields.map((f) => ({ name: f.name as keyof Values, errors: f.errors })));
      else message.error(error instanceof ApiError ? error.message : t('fulfil.failed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('fulfil.title')}
      okText={t('fulfil.submit')}
      cancelText={t('fulfil.cancel')}
      confirmLoading={fulfil.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'fulfil-submit' } as ButtonProps}
    >
      <p className={styles.dialogHint}>{t('fulfil.hint', { kkOrderId })}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ store: initial?.store ?? '', storeOrderId: initial?.storeOrderId ?? '', trackingNumber: initial?.trackingNumber ?? '', shippingCarrier: initial?.shippingCarrier, trackingUrl: initial?.trackingUrl ?? '' }}
        data-testid="fulfil-form"
      >
        <Form.Item name="store" label={t('fulfil.store')} rules={[{ max: 100, message: t('messages:validation.tooLong') }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="storeOrderId" label={t('fulfil.storeOrderId')} rules={[{ max: 100, message: t('messages:validation.tooLong') }]}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="trackingNumber" label={t('fulfil.trackingNumber')} rules={[{ required: true, whitespace: true, message: t('messages:fulfilment.trackingNumberRequired') }]}>
          <Input maxLength={50} autoComplete="off" data-testid="fulfil-tracking-number" />
        </Form.Item>
        <Form.Item name="shippingCarrier" label={t('fulfil.carrier')} rules={[{ required: true, message: t('messages:fulfilment.carrierRequired') }]}>
          <Select showSearch options={CARRIERS.map((carrier) => ({ value: carrier, label: carrier === 'Other' ? t('fulfil.otherCarrier') : carrier }))} placeholder={t('fulfil.chooseCarrier')} data-testid="fulfil-carrier" />
        </Form.Item>
        <Form.Item name="trackingUrl" label={t('fulfil.trackingUrl')} rules={[{ validator: async (_rule, value?: string) => checkUrl(value) }]}>
          <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" dir="ltr" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
