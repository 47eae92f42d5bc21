import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { centsToDollars, type AdminChannel } from '@threadway/contracts';
import { Alert, App, Button, Collapse, Drawer, Empty, Form, Grid, Input, InputNumber, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRates, useSetZoneRates, type ZoneRates } from '../../api/shipping';
import { showServerError } from '../../components/FormModal';
import { dollarsRule, toCents, useUsd } from '../../components/money';

/**
 * A channel's prices per destination zone: weight brackets (up to N grams costs $X), the first
 * bracket holding the parcel applies. Each zone is saved on its own; no brackets stops the channel
 * serving that zone.
 */
export function ChannelRatesDrawer({ channel, onClosed }: { channel: AdminChannel; onClosed: () => void }) {
  const { t } = useTranslation();
  const usd = useUsd();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const rates = useRates(channel.id);
  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => !visible && onClosed()}
      size={screens.md ? 640 : '100%'}
      title={t('admin:catalogue.shipping.ratesTitle', { name: `${channel.channelCode} · ${channel.channelNameEn}` })}
      data-testid="channel-rates"
    >
      {rates.error && <Alert type="error" showIcon title={rates.error.message} />}
      {!rates.data ? (
        <Skeleton active />
      ) : rates.data.length === 0 ? (
        <Empty />
      ) : (
        <Collapse
          items={rates.data.map((zone) => ({
            key: zone.zoneCode,
            label: (
              <Space wrap>
                <strong>{zone.zoneName}</strong>
                <span className="tw-admin-mono">{zone.zoneCode}</span>
                {zone.brackets.length ? (
                  <Tag color="green">{t('admin:catalogue.shipping.bracketSummary', { count: zone.brackets.length, from: usd(zone.brackets[0]!.priceCents) })}</Tag>
                ) : (
                  <Tag>{t('admin:catalogue.shipping.notServed')}</Tag>
                )}
              </Space>
            ),
            children: <ZoneRatesForm channelId={channel.id} zone={zone} />,
          }))}
        />
      )}
    </Drawer>
  );
}

interface Values {
  brackets: { maxWeightGrams: number; priceCents: string }[];
}

function ZoneRatesForm({ channelId, zone }: { channelId: number; zone: ZoneRates }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSetZoneRates();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setError(null);
    try {
      const brackets = values.brackets.map((b) => ({ maxWeightGrams: b.maxWeightGrams, priceCents: toCents(b.priceCents) }));
      void message.success((await save.mutateAsync({ channelId, zoneCode: zone.zoneCode, brackets })).message);
    } catch (e) {
      setError(showServerError(form, e));
    }
  };
  return (
    <Form<Values>
      form={form}
      requiredMark={false}
      initialValues={{ brackets: zone.brackets.map((b) => ({ maxWeightGrams: b.maxWeightGrams, priceCents: centsToDollars(b.priceCents) })) }}
      onFinish={(values) => void submit(values)}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form.List name="brackets">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="start" wrap className="tw-cat-bracket">
                <Form.Item name={[field.name, 'maxWeightGrams']} rules={[{ required: true, message: t('messages:validation.weightRequired') }]}>
                  <InputNumber min={1} max={1_000_000} precision={0} prefix="≤" suffix="g" style={{ width: 150 }} aria-label={t('admin:catalogue.shipping.maxWeight')} />
                </Form.Item>
                <Form.Item name={[field.name, 'priceCents']} rules={[dollarsRule(t)]}>
                  <Input prefix="$" inputMode="decimal" style={{ width: 130 }} aria-label={t('admin:catalogue.shipping.price')} />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('admin:catalogue.common.delete')} />
              </Space>
            ))}
            <Space wrap>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ maxWeightGrams: undefined, priceCents: '' })}>
                {t('admin:catalogue.shipping.addBracket')}
              </Button>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t('admin:actions.save')}
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}
