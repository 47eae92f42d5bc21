import type { OrderDetail } from '@threadway/contracts';
import { Steps, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { progressOf } from '../model/progress';

/** The order's progress (Submitted → Paid → Shipped → Complete, or Cancelled) and every step it took. */
export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const desktop = useIsDesktop();
  const progress = progressOf(order);
  return (
    <>
      <Steps
        size="small"
        orientation={desktop ? 'horizontal' : 'vertical'}
        current={progress.current}
        status={progress.failed ? 'error' : 'process'}
        items={progress.steps.map((step) => ({ title: t(`progress.${step.key}`), content: step.at ? formatDateTime(step.at) : undefined }))}
        data-testid="order-progress"
      />
      <Timeline
        style={{ marginBlockStart: 16 }}
        items={[...order.timeline].reverse().map((step) => ({
          content: (
            <>
              <strong>{t(`timeline.${step.type}`, { defaultValue: step.type })}</strong> <span style={{ color: '#666' }}>{formatDateTime(step.createdAt)}</span>
            </>
          ),
        }))}
        data-testid="order-timeline"
      />
    </>
  );
}
