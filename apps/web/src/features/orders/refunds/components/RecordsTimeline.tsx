import type { RefundRecord } from '@threadway/contracts';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { useMoney } from '../../../../lib/preferences';

const COLOURS: Record<RefundRecord['type'], string> = { application: 'blue', approved: 'cyan', rejected: 'gray', succeeded: 'green', failed: 'red' };

/** Refund records (spec 4: Refund Application, Refund Succeeded, Refund Failed, and the review between), oldest first. */
export function RecordsTimeline({ records, showRefundNo = false }: { records: RefundRecord[]; showRefundNo?: boolean }) {
  const { t } = useTranslation('refunds');
  const money = useMoney();
  return (
    <Timeline
      items={records.map((record) => ({
        color: COLOURS[record.type],
        content: (
          <div data-testid={`refund-record-${record.type}`}>
            <strong>{t(`records.type.${record.type}`)}</strong>
            {record.amount !== null && <span> · {money(record.amount)}</span>}
            <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
              {formatDateTime(record.createdAt)}
              {showRefundNo && ` · ${t('records.refundNo', { no: record.refundNo })}`}
            </div>
            {record.type === 'failed' && <div>{t('messages:refunds.failed')}</div>}
            {record.note && record.type !== 'failed' && <div style={{ whiteSpace: 'pre-wrap' }}>{record.note}</div>}
          </div>
        ),
      }))}
    />
  );
}
