import type { RefundStatus } from '@threadway/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<RefundStatus, string> = { processing: 'blue', refunding: 'purple', rejected: 'default', completed: 'green', failed: 'red' };

/** A review status (spec 4: Processing, Refunding, Rejected, Completed; Refund failed). */
export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('refunds');
  return (
    <Tag color={COLOURS[status]} data-testid="refund-status" style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}
