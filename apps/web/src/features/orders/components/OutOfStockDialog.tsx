import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  soldOut: { kkOrderId: string; skuCode: string }[] | null;
  busy: boolean;
  onWithout: () => void;
  onPayAll: () => void;
  onCancel: () => void;
}

/** The out-of-stock dialog of spec 2.5: Continue without OOS items / Continue to pay. */
export function OutOfStockDialog({ soldOut, busy, onWithout, onPayAll, onCancel }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Modal
      open={soldOut !== null}
      title={t('messages:orders.soldOut')}
      onCancel={onCancel}
      footer={[
        <Button key="without" loading={busy} onClick={onWithout} data-testid="oos-without">
          {t('pay.withoutOos')}
        </Button>,
        <Button key="pay" type="primary" disabled={busy} onClick={onPayAll} data-testid="oos-pay">
          {t('pay.continueToPay')}
        </Button>,
      ]}
    >
      <p>{t('pay.oosHint')}</p>
      <ul>
        {soldOut?.map((line) => (
          <li key={`${line.kkOrderId}-${line.skuCode}`}>
            {line.kkOrderId}: {line.skuCode}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
