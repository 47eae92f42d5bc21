import { CarOutlined, CheckOutlined, SearchOutlined } from '@ant-design/icons';
import { WAREHOUSES } from '@threadway/contracts';
import { Alert, Button, Card, Input, Popconfirm, Segmented, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWarehouseName } from '../../../logistics/channel-text';
import { PageIntro } from '../../components/PageIntro';
import { useNotify } from '../../catalogue/components/useNotify';
import { useDateTime } from '../../format';
import { SHIP_PAGE_SIZE, useMarkDelivered, useParcelsInTransit, useShipQueue, type AdminParcel, type QueueOrder } from '../api/ship-orders';
import { ShipParcelModal } from '../components/ShipParcelModal';
import '../../catalogue/catalogue.css';
import '../fulfilment.css';

type View = 'waiting' | 'inTransit';
const STATUS_COLOR: Record<string, string> = { waitingShip: 'gold', partialShipped: 'blue', partialRefund: 'purple' };

/**
 * Orders to ship (issue 5): the queue of paid orders with pieces left to ship, oldest paid first,
 * per warehouse, each line with what remains; ship a parcel of some or all of it. The second view
 * lists parcels in transit, which an operator may mark delivered by hand.
 */
export default function ShipOrdersPage() {
  const { t } = useTranslation('fulfilment');
  const dateTime = useDateTime();
  const warehouseName = useWarehouseName();
  const notify = useNotify();
  const [view, setView] = useState<View>('waiting');
  const [warehouseCode, setWarehouseCode] = useState<string | undefined>();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [shipping, setShipping] = useState<QueueOrder | null>(null);
  const filter = { warehouseCode, search, pageNumber: page };
  const waiting = useShipQueue(filter);
  const inTransit = useParcelsInTransit(filter);
  const deliver = useMarkDelivered();

  // The search runs once typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim() || undefined);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const orderColumns: TableColumnsType<QueueOrder> = [
    {
      key: 'order',
      title: t('admin.order'),
      render: (_, order) => (
        <div className="tw-ship-order">
          <strong className="tw-admin-mono">{order.kkOrderId}</strong>
          <span className="tw-ship-muted">{t('admin.paidAt', { time: dateTime(order.paidAt) })}</span>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('admin.status'),
      render: (_, order) => (
        <>
          <Tag color={STATUS_COLOR[order.status]}>{t(`orderStatus.${order.status}`, { defaultValue: order.status })}</Tag>
          {order.held && <Tag color="red">{t('admin.held')}</Tag>}
        </>
      ),
    },
    { key: 'warehouse', title: t('admin.warehouse'), responsive: ['md'], render: (_, row) => warehouseName(row.warehouseCode) },
    {
      key: 'to',
      title: t('admin.shipTo'),
      responsive: ['lg'],
      render: (_, order) => (
        <div className="tw-ship-order">
          <span>{order.recipient}</span>
          <span className="tw-ship-muted">
            {order.country} · {order.channelName}
          </span>
        </div>
      ),
    },
    {
      key: 'lines',
      title: t('admin.toShip'),
      render: (_, order) => (
        <ul className="tw-ship-queue-lines">
          {order.lines.map((line) => (
            <li key={line.kkItemId} data-testid={`queue-line-${line.skuCode}`}>
              <span className="tw-admin-mono">{line.skuCode}</span>
              <span>{t('admin.remainingOf', { remaining: line.remaining, quantity: line.quantity })}</span>
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'parcels', title: t('admin.parcels'), align: 'end', responsive: ['sm'], render: (_, order) => order.parcels.length },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin.actions')}</span>,
      align: 'end',
      render: (_, order) => (
        <Button type="primary" size="small" icon={<CarOutlined />} disabled={order.held} onClick={() => setShipping(order)} data-testid={`ship-order-${order.kkOrderId}`}>
          {t('admin.shipParcel')}
        </Button>
      ),
    },
  ];

  const parcelColumns: TableColumnsType<AdminParcel> = [
    {
      key: 'parcel',
      title: t('admin.parcel'),
      render: (_, parcel) => (
        <div className="tw-ship-order">
          <strong className="tw-admin-mono">{parcel.parcelCode}</strong>
          <span className="tw-ship-muted">{t('admin.pieces', { count: parcel.items.reduce((sum, item) => sum + item.quantity, 0) })}</span>
        </div>
      ),
    },
    {
      key: 'carrier',
      title: t('admin.carrier'),
      render: (_, parcel) => (
        <div className="tw-ship-order">
          <span>
            {parcel.firstCarrier} <span className="tw-admin-mono">{parcel.trackingNumber}</span>
          </span>
          {parcel.lastCarrier && (
            <span className="tw-ship-muted">
              {parcel.lastCarrier} <span className="tw-admin-mono">{parcel.tailTrackingNumber}</span>
            </span>
          )}
        </div>
      ),
    },
    { key: 'warehouse', title: t('admin.warehouse'), responsive: ['md'], render: (_, row) => warehouseName(row.warehouseCode) },
    { key: 'shipped', title: t('admin.shippedAt'), responsive: ['sm'], render: (_, parcel) => dateTime(parcel.shippedAt) },
    {
      key: 'tracking',
      title: t('admin.tracking'),
      responsive: ['lg'],
      render: (_, parcel) => (parcel.trackingRegistered ? <Tag color="green">{t('admin.registered')}</Tag> : <Tag>{t('admin.notRegistered')}</Tag>),
    },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin.actions')}</span>,
      align: 'end',
      render: (_, parcel) => (
        <Popconfirm title={t('admin.deliverConfirm')} okText={t('admin.markDelivered')} cancelText={t('admin.cancel')} onConfirm={() => notify(deliver.mutateAsync(parcel.parcelCode))}>
          <Button size="small" icon={<CheckOutlined />} data-testid={`deliver-${parcel.parcelCode}`}>
            {t('admin.markDelivered')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  const pagination = (total: number) => ({
    current: page,
    pageSize: SHIP_PAGE_SIZE,
    total,
    hideOnSinglePage: true,
    showSizeChanger: false,
    showTotal: (count: number) => t('admin.total', { count }),
    onChange: setPage,
  });
  const failed = view === 'waiting' ? waiting.error : inTransit.error;

  return (
    <>
      <PageIntro>{t('admin.intro')}</PageIntro>
      {failed && <Alert type="error" showIcon title={failed.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Segmented<View>
            value={view}
            onChange={(next) => {
              setView(next);
              setPage(1);
            }}
            options={[
              { value: 'waiting', label: <span data-testid="ship-view-waiting">{t('admin.viewWaiting')}</span> },
              { value: 'inTransit', label: <span data-testid="ship-view-in-transit">{t('admin.viewInTransit')}</span> },
            ]}
          />
          <Select
            allowClear
            value={warehouseCode}
            onChange={(value?: string) => {
              setWarehouseCode(value);
              setPage(1);
            }}
            placeholder={t('admin.allWarehouses')}
            options={WAREHOUSES.map((w) => ({ value: w.code, label: warehouseName(w.code) }))}
            className="tw-cat-filter--narrow"
            data-testid="ship-warehouse"
          />
          <Input allowClear prefix={<SearchOutlined />} placeholder={t(view === 'waiting' ? 'admin.searchOrders' : 'admin.searchParcels')} value={typed} onChange={(e) => setTyped(e.target.value)} className="tw-cat-filter" data-testid="ship-search" />
        </div>
        {view === 'waiting' ? (
          <Table<QueueOrder>
            rowKey="kkOrderId"
            columns={orderColumns}
            dataSource={waiting.data?.list}
            loading={waiting.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('admin.emptyWaiting') }}
            onRow={(order) => ({ 'data-testid': `queue-row-${order.kkOrderId}` }) as object}
            pagination={pagination(waiting.data?.total ?? 0)}
          />
        ) : (
          <Table<AdminParcel>
            rowKey="parcelCode"
            columns={parcelColumns}
            dataSource={inTransit.data?.list}
            loading={inTransit.isFetching}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('admin.emptyInTransit') }}
            onRow={(parcel) => ({ 'data-testid': `transit-row-${parcel.parcelCode}` }) as object}
            pagination={pagination(inTransit.data?.total ?? 0)}
          />
        )}
      </Card>
      {shipping && <ShipParcelModal order={shipping} onClose={() => setShipping(null)} />}
    </>
  );
}
