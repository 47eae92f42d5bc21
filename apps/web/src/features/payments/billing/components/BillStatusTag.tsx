import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillStatus, IncomingParcelStatus } from '../api/billing';

const BILL_COLOURS: Record<BillStatus, string> = { waitingPayment: 'orange', paymentProcessing: 'blue', paid: 'green' };
const PARCEL_COLOURS: Record<IncomingParcelStatus, string> = { preparing: 'default', cancelled: 'red', shipped: 'blue', completed: 'green' };

export function BillStatusTag({ status, overdue = false }: { status: BillStatus; overdue?: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <span data-testid="bill-status">
      <Tag color={BILL_COLOURS[status]}>{t(`status.${status}`)}</Tag>
      {overdue && <Tag color="red">{t('status.overdue')}</Tag>}
    </span>
  );
}

export function ParcelStatusTag({ status }: { status: IncomingParcelStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Tag color={PARCEL_COLOURS[status]} data-testid="parcel-status">
      {t(`parcelStatus.${status}`)}
    </Tag>
  );
}
