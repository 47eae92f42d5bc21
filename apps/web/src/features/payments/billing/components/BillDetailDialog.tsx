import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/dates';
import { downloadFile } from '../../../../lib/download';
import { useMoney } from '../../../../lib/preferences';
import { useBillDetail, type BillLine } from '../api/billing';
import styles from '../BillingPage.module.css';
import { BillStatusTag } from './BillStatusTag';

/** View Details: the bill's figures and its lines, one per shipped parcel, and its statement as a PDF. */
export function BillDetailDialog({ billId, desktop, onClose }: { billId: number | null; desktop: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const { message } = App.useApp();
  const detail = useBillDetail(billId);
  const bill = detail.data?.bill;
  const downloadStatement = (id: number, billNo: string) =>
    downloadFile(`/api/payment/bill/statement/${id}`, `statement-${billNo}.pdf`).catch(() => message.error(t('detail.statementFailed')));
  const lineStatus = (line: BillLine) => <Tag color={line.status === 'paid' ? 'green' : 'orange'}>{t(`status.${line.status}`)}</Tag>;
  return (
    <Modal open={billId !== null} onCancel={onClose} footer={null} width={desktop ? 960 : '100%'} title={bill ? t('detail.title', { billNo: bill.billNo }) : t('actions.viewDetails')} destroyOnHidden>
      <div data-testid="bill-detail-dialog">
        {detail.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
        {bill && (
          <Descriptions size="small" column={desktop ? 3 : 1} className={styles.detailSummary}>
            <Descriptions.Item label={t('columns.status')}>
              <BillStatusTag status={bill.status} overdue={bill.overdue} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.billsAmount')}>{money(bill.billsAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.paymentAmount')}>{money(bill.paymentAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.paidAmount')}>{money(bill.paidAmount)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.period')}>{`${formatDateTime(bill.periodStart).slice(0, 10)} ~ ${formatDateTime(new Date(new Date(bill.periodEnd).getTime() - 1)).slice(0, 10)}`}</Descriptions.Item>
            <Descriptions.Item label={t('columns.dueDate')}>{formatDateTime(bill.dueDate).slice(0, 10)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.paymentDate')}>{formatDateTime(bill.paymentDate)}</Descriptions.Item>
          </Descriptions>
        )}
        {bill && (
          <Button icon={<DownloadOutlined />} onClick={() => void downloadStatement(bill.id, bill.billNo)} data-testid="bill-statement-download">
            {t('detail.statement')}
          </Button>
        )}
        <h3 className={styles.detailHeading}>{t('detail.lines')}</h3>
        {desktop ? (
          <Table<BillLine>
            rowKey="parcelCode"
            size="small"
            loading={detail.isLoading}
            dataSource={detail.data?.lines ?? []}
            pagination={false}
            scroll={{ x: 800 }}
            onRow={(line) => ({ 'data-testid': 'bill-line', 'data-parcel-code': line.parcelCode }) as never}
            columns={[
              { key: 'orderId', title: t('columns.orderId'), dataIndex: 'orderId' },
              { key: 'parcelCode', title: t('columns.parcelCode'), dataIndex: 'parcelCode' },
              { key: 'paidAmount', title: t('columns.paidAmount'), align: 'right', render: (_, line) => money(line.paidAmount) },
              { key: 'deliveryTime', title: t('columns.deliveryTime'), render: (_, line) => formatDateTime(line.deliveryTime) },
              { key: 'paymentDate', title: t('columns.paymentDate'), render: (_, line) => formatDateTime(line.paymentDate) },
              { key: 'status', title: t('columns.status'), render: (_, line) => lineStatus(line) },
            ]}
          />
        ) : (
          <ul className={styles.cards}>
            {(detail.data?.lines ?? []).map((line) => (
              <li key={line.parcelCode} className={styles.card} data-testid="bill-line" data-parcel-code={line.parcelCode}>
                <div className={styles.cardHead}>
                  <strong>{line.parcelCode}</strong>
                  {lineStatus(line)}
                </div>
                <dl className={styles.cardFields}>
                  <dt>{t('columns.orderId')}</dt>
                  <dd>{line.orderId}</dd>
                  <dt>{t('columns.paidAmount')}</dt>
                  <dd>{money(line.paidAmount)}</dd>
                  <dt>{t('columns.deliveryTime')}</dt>
                  <dd>{formatDateTime(line.deliveryTime)}</dd>
                  <dt>{t('columns.paymentDate')}</dt>
                  <dd>{formatDateTime(line.paymentDate)}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
