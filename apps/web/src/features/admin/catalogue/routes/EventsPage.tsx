import { PlusOutlined, ShoppingOutlined } from '@ant-design/icons';
import { adminRequiredText, type AdminEvent } from '@threadway/contracts';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../../lib/form-rules';
import { PageIntro } from '../../components/PageIntro';
import { useDateTime } from '../../format';
import { EVENTS_PAGE_SIZE, useEvents, useSaveEvent } from '../api/events';
import { FormModal } from '../components/FormModal';
import { LocalizedNames } from '../components/LocalizedNames';
import { MediaUrlInput, optionalLinkRule } from '../components/MediaUrlInput';
import { RowActions } from '../components/RowActions';
import { StatusBadge } from '../components/StatusBadge';
import { StatusSwitch } from '../components/StatusSwitch';
import { Thumb } from '../components/Thumb';
import { EventProductsDrawer } from './events/EventProductsDrawer';
import '../catalogue.css';

const TYPES = [1, 2, 3] as const;
const STATE_COLORS = { upcoming: 'blue', active: 'green', expired: 'default' } as const;

/** Flash sales, discount events and festival collections (spec 4): their period, banner and products. */
export default function EventsPage() {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [type, setType] = useState<(typeof TYPES)[number]>(1);
  const [page, setPage] = useState(1);
  const events = useEvents(type, page);
  const [editing, setEditing] = useState<AdminEvent | 'new' | null>(null);
  const [products, setProducts] = useState<AdminEvent | null>(null);

  const columns: TableColumnsType<AdminEvent> = [
    {
      key: 'name',
      title: t('admin:catalogue.common.name'),
      render: (_, e) => (
        <span className="tw-cat-name">
          <Thumb src={e.bannerUrl} wide />
          <strong>{e.name}</strong>
        </span>
      ),
    },
    { key: 'state', title: t('admin:catalogue.events.state'), render: (_, e) => <Tag color={STATE_COLORS[e.state]}>{t(`admin:catalogue.events.states.${e.state}`)}</Tag> },
    {
      key: 'period',
      title: t('admin:catalogue.events.period'),
      className: 'tw-admin-nowrap',
      responsive: ['md'],
      render: (_, e) => (
        <>
          {dateTime(e.startTime)}
          <br />
          <Typography.Text type="secondary">{dateTime(e.endTime)}</Typography.Text>
        </>
      ),
    },
    { key: 'products', dataIndex: 'productCount', title: t('admin:catalogue.events.products'), align: 'end', responsive: ['sm'] },
    { key: 'status', title: t('admin:catalogue.common.status'), responsive: ['lg'], render: (_, e) => <StatusBadge status={e.status} /> },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, e) => (
        <RowActions testId={`event-${e.id}`} onEdit={() => setEditing(e)}>
          <Button size="small" icon={<ShoppingOutlined />} onClick={() => setProducts(e)} data-testid={`event-${e.id}-products`}>
            {t('admin:catalogue.events.products')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="event-create">
            {t(`admin:catalogue.events.create.${type}`)}
          </Button>
        }
      >
        {t('admin:catalogue.events.intro')}
      </PageIntro>
      {events.error && <Alert type="error" showIcon title={events.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <div className="tw-cat-scroll">
            <Segmented
              value={type}
              onChange={(value) => {
                setType(value);
                setPage(1);
              }}
              options={TYPES.map((v) => ({ value: v, label: t(`admin:catalogue.events.types.${v}`) }))}
              data-testid="event-type"
            />
          </div>
        </div>
        <Table<AdminEvent>
          rowKey="id"
          columns={columns}
          dataSource={events.data?.list}
          loading={events.isFetching}
          scroll={{ x: 'max-content' }}
          onRow={(e) => ({ 'data-testid': `event-row-${e.name}` }) as object}
          pagination={{ current: page, pageSize: EVENTS_PAGE_SIZE, total: events.data?.total ?? 0, hideOnSinglePage: true, showSizeChanger: false, onChange: setPage }}
        />
      </Card>
      {editing && <EventFormModal type={type} event={editing === 'new' ? undefined : editing} onClosed={() => setEditing(null)} />}
      {products && <EventProductsDrawer event={products} onClosed={() => setProducts(null)} />}
    </>
  );
}

interface Values {
  name: string;
  names: Record<string, string>;
  description: string;
  bannerUrl: string;
  period: [Dayjs, Dayjs];
  status: number;
  sort: number;
}

function EventFormModal({ type, event, onClosed }: { type: number; event?: AdminEvent; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const initialValues: Partial<Values> = event
    ? { ...event, bannerUrl: event.bannerUrl ?? '', period: [dayjs(event.startTime), dayjs(event.endTime)] }
    : { status: 1, sort: 0, names: {}, description: '', bannerUrl: '' };
  return (
    <FormModal<Values>
      testId="event"
      width={640}
      title={event ? t('admin:catalogue.events.editTitle', { name: event.name }) : t(`admin:catalogue.events.create.${type}`)}
      initialValues={initialValues}
      submit={({ period, ...values }) =>
        save.mutateAsync({ id: event?.id, input: { ...values, ...(event ? {} : { type }), startTime: period[0].toISOString(), endTime: period[1].toISOString() } })
      }
      onClosed={onClosed}
    >
      <Form.Item name="name" label={t('admin:catalogue.common.nameEn')} rules={[zodRule(adminRequiredText(120), t)]}>
        <Input data-testid="event-name" />
      </Form.Item>
      <Form.Item
        name="period"
        label={t('admin:catalogue.events.period')}
        rules={[
          { required: true, message: t('messages:validation.required') },
          { validator: async (_, value?: [Dayjs, Dayjs]) => { if (value && !value[1].isAfter(value[0])) throw new Error(t('messages:validation.rangeEnd')); } },
        ]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} data-testid="event-period" />
      </Form.Item>
      <Form.Item name="description" label={t('admin:catalogue.events.description')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="bannerUrl" label={t('admin:catalogue.common.banner')} rules={[optionalLinkRule(t)]}>
        <MediaUrlInput />
      </Form.Item>
      <div className="tw-cat-inline">
        <Form.Item name="sort" label={t('admin:catalogue.common.sort')}>
          <InputNumber precision={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="status" label={t('admin:catalogue.common.status')}>
          <StatusSwitch />
        </Form.Item>
      </div>
      <LocalizedNames />
    </FormModal>
  );
}
