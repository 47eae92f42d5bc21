import { CARRIERS, urlRule, type Envelope } from '@threadway/contracts';
import { App, Form, Input, InputNumber, Modal, Select, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useShipParcel, type QueueOrder, type ShipParcelInput } from '../api/ship-orders';

interface Values {
  qty: Record<string, number | null>;
  firstCarrier: string;
  trackingNumber: string;
  lastCarrier?: string | null;
  tailTrackingNumber?: string;
  trackingUrl?: string;
  weightGrams?: number | null;
}

const carrierOptions = CARRIERS.map((carrier) => ({ value: carrier, label: carrier }));

/**
 * Ships one parcel of an order: how many pieces of each line go in it (all that remains by
 * default, never more), the first carrier and its tracking number, and for parcels handed to a
 * last-mile carrier that carrier and its number.
 */
export function ShipParcelModal({ order, onClose }: { order: QueueOrder; onClose: () => void }) {
  const { t } = useTranslation(['fulfilment', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const ship = useShipParcel();
  const open = order.lines.filter((line) => line.remaining > 0);

  const submit = async (values: Values) => {
    const input: ShipParcelInput = {
      kkOrderId: order.kkOrderId,
      lines: open.map((line) => ({ kkItemId: line.kkItemId, quantity: values.qty[String(line.kkItemId)] ?? 0 })).filter((line) => line.quantity > 0),
      firstCarrier: values.firstCarrier,
      trackingNumber: values.trackingNumber.trim(),
      lastCarrier: values.lastCarrier || null,
      tailTrackingNumber: values.tailTrackingNumber?.trim() || null,
      trackingUrl: values.trackingUrl?.trim() || null,
      weightGrams: values.weightGrams ?? null,
    };
    if (input.lines.length === 0) {
      message.error(t('messages:fulfilment.nothingToShip'));
      return;
    }
    try {
      const envelope: Envelope<unknown> = await ship.mutateAsync(input);
      message.success(envelope.message);
      onClose();
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : String(error));
    }
  };

  const lastCarrier = Form.useWatch('lastCarrier', form);

  return (
    <Modal
      open
      width={640}
      title={t('admin.shipTitle', { kkOrderId: order.kkOrderId })}
      okText={t('admin.shipSubmit')}
      cancelText={t('admin.cancel')}
      confirmLoading={ship.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'ship-submit' } as ButtonProps}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ qty: Object.fromEntries(open.map((line) => [String(line.kkItemId), line.remaining])) }}
        data-testid="ship-form"
      >
        <fieldset className="tw-ship-lines">
          <legend>{t('admin.piecesInParcel')}</legend>
          {open.map((line) => (
            <div key={line.kkItemId} className="tw-ship-line">
              <div className="tw-ship-line__text">
                <span className="tw-ship-line__name">{line.productName}</span>
                <span className="tw-admin-mono">{line.skuCode}</span>
                {line.options && <span className="tw-ship-line__muted">{line.options}</span>}
              </div>
              <Form.Item name={['qty', String(line.kkItemId)]} label={t('admin.ofRemaining', { remaining: line.remaining })} className="tw-ship-line__qty">
                <InputNumber min={0} max={line.remaining} precision={0} data-testid={`ship-qty-${line.skuCode}`} />
              </Form.Item>
            </div>
          ))}
        </fieldset>
        <div className="tw-ship-grid">
          <Form.Item name="firstCarrier" label={t('admin.firstCarrier')} rules={[{ required: true, message: t('messages:fulfilment.carrierRequired') }]}>
            <Select showSearch options={carrierOptions} placeholder={t('admin.chooseCarrier')} data-testid="ship-first-carrier" />
          </Form.Item>
          <Form.Item name="trackingNumber" label={t('admin.trackingNumber')} rules={[{ required: true, whitespace: true, message: t('messages:fulfilment.trackingNumberRequired') }]}>
            <Input maxLength={50} autoComplete="off" data-testid="ship-tracking-number" />
          </Form.Item>
          <Form.Item name="lastCarrier" label={t('admin.lastCarrier')}>
            <Select allowClear showSearch options={carrierOptions} placeholder={t('admin.optional')} data-testid="ship-last-carrier" />
          </Form.Item>
          <Form.Item
            name="tailTrackingNumber"
            label={t('admin.tailTrackingNumber')}
            dependencies={['lastCarrier']}
            rules={[{ required: Boolean(lastCarrier), whitespace: true, message: t('messages:fulfilment.trackingNumberRequired') }]}
          >
            <Input maxLength={50} autoComplete="off" disabled={!lastCarrier} />
          </Form.Item>
          <Form.Item
            name="trackingUrl"
            label={t('admin.trackingUrl')}
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  if (value && !urlRule.safeParse(value).success) throw new Error(t('messages:validation.urlInvalid'));
                },
              },
            ]}
          >
            <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" />
          </Form.Item>
          <Form.Item name="weightGrams" label={t('admin.weight')}>
            <InputNumber min={1} max={30000} precision={0} suffix="g" style={{ width: '100%' }} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
