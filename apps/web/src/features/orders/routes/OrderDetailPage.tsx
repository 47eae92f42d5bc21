import { ArrowLeftOutlined, DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import panel from '../../../components/Panel.module.css';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { downloadInvoice } from '../api/order-actions';
import { useOrderDetail } from '../api/orders';
import { IncomeStatement } from '../components/IncomeStatement';
import { AutoCheckoutReason } from '../components/AutoCheckoutReason';
import { LinePreview } from '../components/LinePreview';
import { OrderActionButtons } from '../components/OrderActionButtons';
import { OrderNotes } from '../components/OrderNotes';
import { OrderStatusTag } from '../components/OrderStatusTag';
import { OrderTimeline } from '../components/OrderTimeline';
import { ParcelList } from '../components/ParcelList';
import { PaymentInfo } from '../components/PaymentInfo';
import { CancelRequestNotice } from '../store-orders/CancelRequestNotice';
import { OrderSource } from '../store-orders/OrderSource';
import { editableFulfilment, StoreFulfilment } from '../tracking/StoreFulfilment';
import { TrackingUploads } from '../tracking/TrackingUploads';
import { useMoney } from '../../../lib/preferences';
import { useDeliveryText, useGradeName, useWarehouseName } from '../../logistics/channel-text';
import styles from './OrderDetailPage.module.css';

/** abnormal_reason values with their own message (store orders add unmapped and stock); anything else reads as logistics. */
const ABNORMAL_REASONS = ['address', 'logistics', 'unmapped', 'stock'] as const;

/** /order/details?kkOrderId= (spec 2.5): timeline, products, income statement, payment, logistics, documents, notes. */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const money = useMoney();
  const days = useDeliveryText();
  const grade = useGradeName();
  const warehouseName = useWarehouseName();
  const [params] = useSearchParams();
  const kkOrderId = params.get('kkOrderId') ?? '';
  const detail = useOrderDetail(kkOrderId);
  const [statementOpen, setStatementOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (!kkOrderId || detail.isError) {
    return (
      <Result
        status="404"
        title={detail.error instanceof ApiError ? detail.error.message : t('detail.notFound')}
        extra={<Button onClick={() => void navigate('/order/list')}>{t('detail.backToList')}</Button>}
      />
    );
  }
  const order = detail.data;
  if (!order) return <Skeleton active paragraph={{ rows: 10 }} />;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoice(order.kkOrderId);
    } catch {
      message.error(t('errors.actionFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const a = order.address;

  return (
    <div className={styles.page} data-testid="order-detail">
      <Link to="/order/list" className={styles.back}>
        <ArrowLeftOutlined /> {t('detail.backToList')}
      </Link>
      <section className={`${panel.panel} ${styles.head}`}>
        <div className={styles.headLine}>
          <h1 className={styles.title}>{t('detail.title', { id: order.kkOrderId })}</h1>
          <OrderStatusTag status={order.status} testId="order-status" />
        </div>
        <OrderSource order={order} testId="order-detail-source" />
        <p className={panel.muted}>
          {t('detail.createdAt', { time: formatDateTime(order.createdAt) })}
          {order.status === 'waitingPayment' && ` · ${t('detail.payBy', { time: formatDateTime(order.payBy) })}`}
        </p>
        {order.status === 'waitingPayment' && <Alert type="warning" showIcon title={t('detail.unpaidHint')} />}
        {order.autoCheckoutFailure && <Alert type="error" showIcon data-testid="auto-checkout-failure" title={t('autoCheckout.failedTitle')} description={<AutoCheckoutReason failure={order.autoCheckoutFailure} />} />}
        {order.status === 'abnormal' && <Alert type="error" showIcon title={t(`detail.abnormal.${ABNORMAL_REASONS.find((reason) => reason === order.abnormalReason) ?? 'logistics'}`)} />}
        <CancelRequestNotice order={order} />
        {order.deliveryCancelled && !order.cancelRequest && <Alert type="info" showIcon title={t('detail.deliveryCancelled')} />}
        {order.cancelReason && <p className={panel.muted}>{t('detail.cancelReason', { reason: order.cancelReason.startsWith('orders.') ? t(`messages:${order.cancelReason}`) : t(`cancelReasons.${order.cancelReason}`, { defaultValue: order.cancelReason }) })}</p>}
        {order.refundedAmount > 0 && <p className={panel.muted}>{t('detail.refundedBefore', { amount: money(order.refundedAmount) })}</p>}
        <div className={styles.actions}>
          <OrderActionButtons order={order} fulfilment={editableFulfilment(order.fulfilments.at(-1))} onDone={(action) => action === 'delete' && void navigate('/order/list')} />
          <Space wrap>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()} data-testid="order-invoice">
              {t('detail.invoice')}
            </Button>
            <Button icon={<FileTextOutlined />} onClick={() => setStatementOpen(true)} data-testid="order-statement">
              {t('detail.statement')}
            </Button>
          </Space>
        </div>
      </section>

      <section className={panel.panel}>
        <h2>{t('detail.progress')}</h2>
        <OrderTimeline order={order} />
      </section>

      <div className={styles.columns}>
        <div className={styles.column}>
          <section className={panel.panel}>
            <h2>{t('detail.products', { count: order.items.length })}</h2>
            <ul className={styles.lines}>
              {order.items.map((line) => (
                <li key={line.kkItemId} className={styles.line}>
                  <LinePreview line={line} />
                  <div className={styles.lineMoney}>
                    <span>{money(line.afterDiscountAmount)}</span>
                    {line.afterDiscountAmount < line.purchasePrice && <s className={panel.muted}>{money(line.purchasePrice)}</s>}
                    <strong>{money(line.subtotal)}</strong>
                  </div>
                </li>
              ))}
            </ul>
          </section>
          <section className={panel.panel}>
            <h2>{t('detail.logistics')}</h2>
            <p className={panel.muted} data-testid="order-channel">
              {t('detail.channel', { channel: order.channel.channelName, grade: grade(order.channel.agingGrade), days: days(order.channel.deliveryTime), warehouse: warehouseName(order.warehouseCode) })}
            </p>
            <ParcelList order={order} />
            {order.fulfilments.map((f) => (
              <StoreFulfilment key={`${f.trackingNumber}-${f.createdAt}`} kkOrderId={order.kkOrderId} fulfilment={f} />
            ))}
            <TrackingUploads kkOrderId={order.kkOrderId} uploads={order.trackingUploads} />
          </section>
          <section className={panel.panel}>
            <h2>{t('detail.notes')}</h2>
            <OrderNotes kkOrderId={order.kkOrderId} remark={order.remark} editable={order.actions.includes('editNote')} />
          </section>
        </div>
        <div className={styles.column}>
          <section className={panel.panel}>
            <h2>{t('detail.incomeStatement')}</h2>
            <IncomeStatement statement={order.statement} />
          </section>
          <section className={panel.panel}>
            <h2>{t('detail.payment')}</h2>
            <PaymentInfo payment={order.payment} />
          </section>
          <section className={panel.panel}>
            <h2>{t('detail.address')}</h2>
            <div className={styles.address}>
              <strong>{a.recipient}</strong> <span>{a.phone}</span>
              <div>{a.street1}</div>
              {a.street2 && <div>{a.street2}</div>}
              <div>{[a.city, a.province, a.country, a.zip].filter(Boolean).join(', ')}</div>
              {a.vat && <div>{t('detail.vat', { vat: a.vat })}</div>}
              {a.ioss && <div>{t('detail.ioss', { ioss: a.ioss })}</div>}
            </div>
          </section>
        </div>
      </div>

      <Modal open={statementOpen} title={t('detail.statementTitle', { id: order.kkOrderId })} footer={null} onCancel={() => setStatementOpen(false)}>
        <ul className={styles.statementLines}>
          {order.statement.lines.map((line) => (
            <li key={line.skuCode}>
              <span>
                {line.productName} ({line.skuCode}) × {line.quantity}
              </span>
              <span>{money(line.subtotal)}</span>
            </li>
          ))}
        </ul>
        <IncomeStatement statement={order.statement} />
      </Modal>
    </div>
  );
}
