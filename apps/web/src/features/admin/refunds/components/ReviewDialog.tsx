import type { AdminRefund } from '@threadway/contracts';
import { App, Button, Descriptions, Divider, Image, Input, InputNumber, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paidWithName } from '../../../../lib/paid-with';
import { useDateTime } from '../../format';
import { useReviewRefund } from '../api/refunds';
import { usd } from './usd';

/** One application: what was asked and why, the order, the lines and photos; approve all or part, or reject with a reason. */
export function ReviewDialog({ refund, onClose }: { refund: AdminRefund; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dateTime = useDateTime();
  const review = useReviewRefund();
  const [amount, setAmount] = useState<number | null>(refund.requestedAmount / 100);
  const [reason, setReason] = useState('');
  const open = refund.status === 'processing';
  const payLater = refund.order.paymentMethod === 8;

  const run = async (input: { id: number; approve: number } | { id: number; reject: string }) => {
    try {
      void message.success((await review.mutateAsync(input)).message);
      onClose();
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal open title={t('admin:refunds.review.title', { no: refund.refundNo })} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label={t('admin:refunds.columns.order')}>{refund.kkOrderId}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.columns.seller')}>
          {refund.seller.fullName} · {refund.seller.email}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.review.orderTotal')}>{usd(refund.order.totalAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.review.refundedSoFar')}>{usd(refund.order.refundedAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.review.method')}>{paidWithName(t, refund.order.wallet, () => t(`admin:refunds.methods.${refund.order.paymentMethod ?? 0}`, { defaultValue: String(refund.order.paymentMethod) }))}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.columns.created')}>{dateTime(refund.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.columns.reason')}>{t(`admin:refunds.reasons.${refund.reason}`, { defaultValue: refund.reason })}</Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.columns.requested')}>
          <strong>{usd(refund.requestedAmount)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('admin:refunds.review.remarks')} span={2}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{refund.remarks || '—'}</span>
        </Descriptions.Item>
        {refund.reviewNote && (
          <Descriptions.Item label={t('admin:refunds.review.rejectReason')} span={2}>
            {refund.reviewNote}
          </Descriptions.Item>
        )}
      </Descriptions>

      <Divider titlePlacement="start">{t('admin:refunds.review.lines')}</Divider>
      {refund.items.length === 0 ? (
        <p>{t('admin:refunds.review.amountOnly')}</p>
      ) : (
        <Table
          size="small"
          rowKey="kkItemId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={refund.items}
          columns={[
            { key: 'product', title: t('admin:refunds.review.product'), render: (_, item) => `${item.productName} (${[item.colour, item.size].filter(Boolean).join(' / ')})` },
            { key: 'sku', title: 'SKU', dataIndex: 'skuCode' },
            { key: 'quantity', title: t('admin:refunds.review.quantity'), dataIndex: 'quantity', align: 'end' },
            { key: 'amount', title: t('admin:refunds.review.amount'), align: 'end', render: (_, item) => usd(item.amount) },
          ]}
        />
      )}

      <Divider titlePlacement="start">{t('admin:refunds.review.photos')}</Divider>
      {refund.photos.length === 0 ? (
        <p>{t('admin:refunds.review.noPhotos')}</p>
      ) : (
        <Image.PreviewGroup>
          <Space wrap>
            {refund.photos.map((url) => (
              <Image key={url} src={url} width={96} height={96} style={{ objectFit: 'cover' }} alt="" />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}

      {open && (
        <>
          <Divider titlePlacement="start">{t('admin:refunds.review.decision')}</Divider>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8, flex: '1 1 240px' }}>
              <label htmlFor="refund-approve-amount">{payLater ? t('admin:refunds.review.payLaterWhole') : t('admin:refunds.review.approveAmount', { max: usd(refund.requestedAmount) })}</label>
              <InputNumber
                id="refund-approve-amount"
                prefix="$"
                min={0.01}
                max={refund.requestedAmount / 100}
                precision={2}
                value={amount}
                disabled={payLater}
                onChange={setAmount}
                style={{ width: '100%' }}
                data-testid="refund-approve-amount"
              />
              <Button
                type="primary"
                loading={review.isPending}
                disabled={amount === null || amount <= 0}
                onClick={() => void run({ id: refund.id, approve: Math.round((amount ?? 0) * 100) })}
                data-testid="refund-approve"
              >
                {t('admin:refunds.review.approve')}
              </Button>
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', gap: 8, flex: '1 1 240px' }}>
              <label htmlFor="refund-reject-reason">{t('admin:refunds.review.rejectReason')}</label>
              <Input.TextArea id="refund-reject-reason" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('admin:refunds.review.rejectPlaceholder')} data-testid="refund-reject-reason" />
              <Button danger loading={review.isPending} disabled={reason.trim() === ''} onClick={() => void run({ id: refund.id, reject: reason.trim() })} data-testid="refund-reject">
                {t('admin:refunds.review.reject')}
              </Button>
            </div>
          </div>
        </>
      )}
    </Modal>
  );
}
