import { DollarOutlined, PlusOutlined } from '@ant-design/icons';
import { AGING_GRADES, WAREHOUSE_COUNTRIES, adminRequiredText, type AdminChannel, type ChannelInput } from '@threadway/contracts';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useChannels, useSaveChannel, useZones, type Zone } from '../api/shipping';
import type { Widen } from '../api/mutation';
import { FormModal } from '../components/FormModal';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { ChannelRatesDrawer } from './shipping/ChannelRatesDrawer';
import '../catalogue.css';

const GRADE_COLORS: Record<string, string> = { Express: 'volcano', Standard: 'blue', Expedited: 'purple' };
const days = (n: number) => (n > 0 ? `+${n}` : String(n));

/** Shipping channels per warehouse country with their rate brackets per zone, and the zones' countries. */
export default function ShippingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro>{t('admin:catalogue.shipping.intro')}</PageIntro>
      <Tabs
        items={[
          { key: 'channels', label: t('admin:catalogue.shipping.channels'), children: <ChannelsTab /> },
          { key: 'zones', label: t('admin:catalogue.shipping.zones'), children: <ZonesTab /> },
        ]}
      />
    </>
  );
}

function ChannelsTab() {
  const { t } = useTranslation();
  const channels = useChannels();
  const [editing, setEditing] = useState<AdminChannel | 'new' | null>(null);
  const [rates, setRates] = useState<AdminChannel | null>(null);
  const columns: TableColumnsType<AdminChannel> = [
    { key: 'code', title: t('admin:catalogue.shipping.code'), render: (_, c) => <strong className="tw-admin-mono">{c.channelCode}</strong> },
    { key: 'name', dataIndex: 'channelNameEn', title: t('admin:catalogue.common.name'), responsive: ['sm'] },
    {
      key: 'warehouse',
      title: t('admin:catalogue.shipping.from'),
      filters: WAREHOUSE_COUNTRIES.map((c) => ({ text: t(`admin:catalogue.shipping.countries.${c}`), value: c })),
      onFilter: (value, c) => c.warehouseCountry === value,
      render: (_, c) => t(`admin:catalogue.shipping.countries.${c.warehouseCountry}`, { defaultValue: c.warehouseCountry }),
    },
    { key: 'grade', title: t('admin:catalogue.shipping.grade'), render: (_, c) => <Tag color={GRADE_COLORS[c.agingGrade]}>{t(`admin:catalogue.shipping.grades.${c.agingGrade}`, { defaultValue: c.agingGrade })}</Tag> },
    { key: 'days', title: t('admin:catalogue.shipping.extraDays'), align: 'end', responsive: ['lg'], render: (_, c) => <span className="tw-admin-mono">{`${days(c.extraMinDays)} ~ ${days(c.extraMaxDays)}`}</span> },
    { key: 'zones', dataIndex: 'zoneCount', title: t('admin:catalogue.shipping.zoneCount'), align: 'end', responsive: ['md'] },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['md'], render: (_, c) => <StatusBadge status={c.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, c) => (
        <RowActions testId={`channel-${c.channelCode}`} onEdit={() => setEditing(c)}>
          <Button size="small" icon={<DollarOutlined />} onClick={() => setRates(c)} data-testid={`channel-${c.channelCode}-rates`}>
            {t('admin:catalogue.shipping.rates')}
          </Button>
        </RowActions>
      ),
    },
  ];
  return (
    <Card
      styles={{ body: { padding: 0 } }}
      title={t('admin:catalogue.shipping.channels')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="channel-create">
          {t('admin:catalogue.shipping.create')}
        </Button>
      }
    >
      {channels.error && <Alert type="error" showIcon title={channels.error.message} />}
      <Table<AdminChannel> rowKey="id" columns={columns} dataSource={channels.data} loading={channels.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
      {editing && <ChannelFormModal channel={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
      {rates && <ChannelRatesDrawer channel={rates} onClosed={() => setRates(null)} />}
    </Card>
  );
}

function ChannelFormModal({ channel, onClosed }: { channel?: AdminChannel; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveChannel();
  return (
    <FormModal<Widen<ChannelInput>>
      testId="channel"
      title={channel ? t('admin:catalogue.shipping.editTitle', { name: channel.channelCode }) : t('admin:catalogue.shipping.create')}
      initialValues={channel ?? { warehouseCountry: 'CN', agingGrade: 'Standard', extraMinDays: 0, extraMaxDays: 0, status: 1, sort: 0 }}
      submit={(values) => save.mutateAsync({ id: channel?.id, input: values })}
      onClosed={onClosed}
    >
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="channelCode" label={t('admin:catalogue.shipping.code')} rules={[zodRule(adminRequiredText(40), t)]}>
            <Input className="tw-admin-mono" style={{ textTransform: 'uppercase' }} data-testid="channel-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="channelNameEn" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(120), t)]}>
            <Input data-testid="channel-name" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="warehouseCountry" label={t('admin:catalogue.shipping.from')}>
            <Select options={WAREHOUSE_COUNTRIES.map((c) => ({ value: c, label: t(`admin:catalogue.shipping.countries.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="agingGrade" label={t('admin:catalogue.shipping.grade')}>
            <Select options={AGING_GRADES.map((g) => ({ value: g, label: t(`admin:catalogue.shipping.grades.${g}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="extraMinDays" label={t('admin:catalogue.shipping.extraMin')}>
            <InputNumber min={-30} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="extraMaxDays" label={t('admin:catalogue.shipping.extraMax')}>
            <InputNumber min={-30} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="sort" label={t('admin:catalogue.common.sort')}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <p className="tw-cat-hint" style={{ marginTop: -8 }}>
            {t('admin:catalogue.shipping.extraHint')}
          </p>
          <Form.Item name="status" label={t('admin:catalogue.common.status')}>
            <StatusSwitch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

function ZonesTab() {
  const { t } = useTranslation();
  const zones = useZones();
  const columns: TableColumnsType<Zone> = [
    { key: 'code', title: t('admin:catalogue.shipping.code'), render: (_, z) => <strong className="tw-admin-mono">{z.code}</strong> },
    { key: 'name', dataIndex: 'name', title: t('admin:catalogue.common.name') },
    {
      key: 'countries',
      title: t('admin:catalogue.shipping.countriesTitle'),
      render: (_, z) => (
        <span className="tw-cat-countries" title={z.countries.map((c) => c.name).join(', ')}>
          <Tag>{z.countries.length}</Tag>
          {z.countries.slice(0, 12).map((c) => c.name).join(', ')}
          {z.countries.length > 12 ? '…' : ''}
        </span>
      ),
    },
  ];
  return (
    <Card styles={{ body: { padding: 0 } }} title={t('admin:catalogue.shipping.zones')}>
      {zones.error && <Alert type="error" showIcon title={zones.error.message} />}
      <Table<Zone> rowKey="code" columns={columns} dataSource={zones.data} loading={zones.isLoading} pagination={false} scroll={{ x: 'max-content' }} />
    </Card>
  );
}
