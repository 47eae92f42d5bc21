import { ArrowLeftOutlined } from '@ant-design/icons';
import { MAX_REFUND_PHOTOS, MAX_REFUND_REMARKS, type OrderStatus } from '@threadway/contracts';
import { Alert, App, Button, Form, Input, InputNumber, Result, Select, Skeleton, type UploadFile } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import panel from '../../../../components/Panel.module.css';
import { ApiError } from '../../../../lib/api-client';
import { useMoney } from '../../../../lib/preferences';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { submitRefund, useRefundForm, useRefundQuote } from '../api/refunds';
import { PhotoPicker } from '../components/PhotoPicker';
import { RefundLine } from '../components/RefundLine';
import { chosenPieces, dollarsToCents } from '../model/pieces';
import styles from './RefundPages.module.css';

interface Fields {
  reason?: string;
  remarks?: string;
}

/**
 * /order/refund?kkOrderId= (spec 2.5 refund application): a reason, the pieces to refund, the
 * amount (the server's figure for the pieces, which the seller may lower), remarks and photos.
 */
export default function RefundApplicationPage() {
  const { t } = useTranslation('refunds');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const money = useMoney();
  const [params] = useSearchParams();
  const kkOrderId = params.get('kkOrderId') ?? '';
  const form = useRefundForm(kkOrderId);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const pieces = useMemo(() => chosenPieces(quantities), [quantities]);
  const blocked = form.data?.blockedMessage ?? null;
  const quote = useRefundQuote(kkOrderId, pieces, Boolean(form.data) && !blocked);
  const [amountCents, setAmountCents] = useState<number | null>(null);
  const [photos, setPhotos] = useState<UploadFile[]>([]);
  const [sending, setSending] = useState(false);
  const [fields] = Form.useForm<Fields>();

  // The amount follows the server's figure for the pieces chosen.
  const maxCents = quote.data?.amount ?? 0;
  useEffect(() => setAmountCents(quote.data ? quote.data.amount : null), [quote.data]);

  if (!kkOrderId || form.isError) {
    return (
      <Result
        status="404"
        title={form.error instanceof ApiError ? form.error.message : t('application.missingOrder')}
        extra={<Button onClick={() => void navigate('/order/list')}>{t('common.backToOrders')}</Button>}
      />
    );
  }
  const order = form.data;
  if (!order) return <Skeleton active paragraph={{ rows: 8 }} />;

  const send = async (values: Fields) => {
    if (amountCents === null || amountCents < 1 || amountCents > maxCents) return;
    setSending(true);
    try {
      const answer = await submitRefund({
        kkOrderId,
        reason: values.reason ?? '',
        remarks: values.remarks ?? '',
        amount: amountCents,
        items: order.wholeOnly ? [] : pieces,
        photos: photos.map((photo) => photo.originFileObj).filter((file): file is NonNullable<typeof file> => Boolean(file)),
      });
      await navigate(`/order/success?id=${answer.data.id}&kkOrderId=${encodeURIComponent(kkOrderId)}`);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('messages:refunds.requestFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={styles.page} data-testid="refund-application">
      <Link to={`/order/details?kkOrderId=${encodeURIComponent(kkOrderId)}`} className={styles.back}>
        <ArrowLeftOutlined /> {t('common.backToOrder')}
      </Link>
      <div className={styles.headLine}>
        <h1 className={styles.title}>{t('application.title')}</h1>
        <OrderStatusTag status={order.status as OrderStatus} />
      </div>

      <section className={panel.panel}>
        <dl className={styles.facts}>
          <dt>{t('application.order')}</dt>
          <dd data-testid="refund-order-id">{order.kkOrderId}</dd>
          <dt>{t('application.paid')}</dt>
          <dd>{money(order.totalAmount)}</dd>
          <dt>{t('application.refunded')}</dt>
          <dd>{money(order.refundedAmount)}</dd>
          <dt>{t('application.refundable')}</dt>
          <dd data-testid="refund-refundable">
            <strong>{money(order.refundableAmount)}</strong>
          </dd>
        </dl>
        {order.wholeOnly && <Alert type="info" showIcon title={t('application.wholeOnly')} />}
      </section>

      {blocked ? (
        <Alert
          type="warning"
          showIcon
          title={blocked}
          data-testid="refund-blocked"
          action={
            <Link to={order.openRefundId ? `/order/after-sales-order?id=${order.openRefundId}` : `/order/record?kkOrderId=${encodeURIComponent(kkOrderId)}`}>
              {order.openRefundId ? t('application.viewAfterSales') : t('application.viewRecords')}
            </Link>
          }
        />
      ) : (
        <Form<Fields> form={fields} layout="vertical" onFinish={(values) => void send(values)} requiredMark className={styles.form}>
          <section className={panel.panel}>
            <Form.Item name="reason" label={t('application.reason')} rules={[{ required: true, message: t('messages:refunds.selectReason') }]}>
              <Select
                placeholder={t('application.reasonPlaceholder')}
                options={order.reasons.map((reason) => ({ value: reason.code, label: t(`reasons.${reason.code}`, { defaultValue: reason.name }) }))}
                data-testid="refund-reason"
              />
            </Form.Item>
          </section>

          <section className={panel.panel}>
            <h2>{t('application.items')}</h2>
            <p className={panel.muted}>{order.wholeOnly ? t('application.wholeOnly') : t('application.itemsHint')}</p>
            <div>
              {order.lines.map((line) => (
                <RefundLine key={line.kkItemId} line={line}>
                  <span className={styles.muted}>
                    {t('application.unitPrice', { price: money(line.unitPrice) })} · {t('application.refundableQty', { count: line.refundableQuantity, total: line.quantity })}
                  </span>
                  <InputNumber
                    min={0}
                    max={line.refundableQuantity}
                    precision={0}
                    value={quantities[line.kkItemId] ?? 0}
                    disabled={order.wholeOnly || line.refundableQuantity === 0}
                    onChange={(value) => setQuantities((current) => ({ ...current, [line.kkItemId]: Math.min(Number(value ?? 0), line.refundableQuantity) }))}
                    aria-label={t('application.quantityOf', { name: line.productName })}
                    data-testid={`refund-qty-${line.kkItemId}`}
                  />
                </RefundLine>
              ))}
            </div>
          </section>

          <section className={panel.panel}>
            <Form.Item
              label={t('application.amount')}
              required
              validateStatus={quote.isError ? 'error' : undefined}
              help={quote.isError ? (quote.error as Error).message : quote.data ? t('application.amountHint', { max: money(maxCents) }) + (quote.data.includesShipping ? ` · ${t('application.shippingIncluded')}` : '') : undefined}
            >
              <InputNumber
                prefix="$"
                suffix="USD"
                min={0.01}
                max={maxCents / 100}
                precision={2}
                step={1}
                disabled={order.wholeOnly || !quote.data}
                value={amountCents === null ? null : amountCents / 100}
                onChange={(value) => setAmountCents(dollarsToCents(value))}
                style={{ width: '100%', maxWidth: 280 }}
                data-testid="refund-amount"
              />
            </Form.Item>
            <Form.Item name="remarks" label={t('application.remarks')}>
              <Input.TextArea rows={3} maxLength={MAX_REFUND_REMARKS} showCount placeholder={t('application.remarksPlaceholder')} data-testid="refund-remarks" />
            </Form.Item>
            <Form.Item label={t('application.photos')} extra={t('application.photosHint', { count: MAX_REFUND_PHOTOS })}>
              <PhotoPicker files={photos} onChange={setPhotos} />
            </Form.Item>
          </section>

          <div className={styles.actions}>
            <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={sending} disabled={!quote.data || amountCents === null || amountCents < 1 || amountCents > maxCents} data-testid="refund-submit">
              {t('application.submit')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
