import type { CancelRequestAnswer, OrderSummary } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { orderKeys } from '../api/orders';
import { answerCancelRequest } from './cancel-request';
import styles from './StoreOrders.module.css';

type Order = Pick<OrderSummary, 'kkOrderId' | 'cancelRequest' | 'actions'>;

/** Agree / Reject with their confirmations; after Agree the seller is led to Request Refund (spec 4). */
function useAnswer(order: Order) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CancelRequestAnswer | null>(null);
  const refund = () => void navigate(`/order/refund?kkOrderId=${encodeURIComponent(order.kkOrderId)}`);

  const send = async (answer: CancelRequestAnswer) => {
    setBusy(answer);
    try {
      message.success(await answerCancelRequest(order.kkOrderId, answer));
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      if (answer === 'agree') {
        modal.confirm({
          title: t('cancelRequest.nextTitle'),
          content: t('cancelRequest.nextContent'),
          okText: t('actions.requestRefund'),
          cancelText: t('cancelRequest.later'),
          okButtonProps: { 'data-testid': 'cancel-request-refund' },
          onOk: refund,
        });
      }
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  const ask = (answer: CancelRequestAnswer) =>
    modal.confirm({
      title: t(`cancelRequest.${answer}Title`),
      content: t(`cancelRequest.${answer}Content`),
      okText: t(`cancelRequest.${answer}`),
      cancelText: t('actions.back'),
      okButtonProps: { danger: answer === 'agree', 'data-testid': `cancel-request-${answer}-ok` },
      onOk: () => send(answer),
    });
  return { busy, ask, refund };
}

function AnswerButtons({ order, size }: { order: Order; size: 'small' | 'middle' }) {
  const { t } = useTranslation('orders');
  const { busy, ask } = useAnswer(order);
  return (
    <Space wrap size={[8, 8]}>
      <Button size={size} type="primary" danger loading={busy === 'agree'} disabled={busy !== null} onClick={() => ask('agree')} data-testid="cancel-request-agree">
        {t('cancelRequest.agree')}
      </Button>
      <Button size={size} loading={busy === 'reject'} disabled={busy !== null} onClick={() => ask('reject')} data-testid="cancel-request-reject">
        {t('cancelRequest.reject')}
      </Button>
    </Space>
  );
}

/** The order detail's notice: the request with Agree / Reject, or the answer given (and Request Refund after Agree). */
export function CancelRequestNotice({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { refund } = useAnswer(order);
  const request = order.cancelRequest;
  if (!request) return null;
  if (request.answer === null) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="cancel-request"
        title={t('cancelRequest.requested', { time: formatDateTime(request.requestedAt) })}
        description={
          <div className={styles.notice}>
            <span>{t('cancelRequest.hint')}</span>
            <AnswerButtons order={order} size="middle" />
          </div>
        }
      />
    );
  }
  const agreed = request.answer === 'agree';
  const canRefund = agreed && order.actions.includes('requestRefund');
  return (
    <Alert
      type={agreed ? 'info' : 'success'}
      showIcon
      data-testid="cancel-request"
      data-answer={request.answer}
      title={t(`cancelRequest.${agreed ? 'agreed' : 'rejected'}`, { time: formatDateTime(request.answeredAt ?? request.requestedAt) })}
      description={canRefund ? t('cancelRequest.refundNext') : undefined}
      action={
        canRefund ? (
          <Button size="small" type="primary" onClick={refund} data-testid="cancel-request-refund-link">
            {t('actions.requestRefund')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** The order list's compact form: a tag, and Agree / Reject while unanswered. */
export function CancelRequestRow({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const request = order.cancelRequest;
  if (!request) return null;
  const label = request.answer === null ? 'tag' : request.answer === 'agree' ? 'tagAgreed' : 'tagRejected';
  return (
    <div className={styles.row} data-testid="cancel-request-row">
      <Tag color={request.answer === null ? 'orange' : 'default'} className={styles.tag}>
        {t(`cancelRequest.${label}`)}
      </Tag>
      {request.answer === null && <AnswerButtons order={order} size="small" />}
    </div>
  );
}
