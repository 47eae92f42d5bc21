import type { OrderSplitAnswer } from '@threadway/contracts';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styles from './OrderChangeDialogs.module.css';

interface Props {
  /** The split's answer and the server's message; null when closed. */
  result: { answer: OrderSplitAnswer; message: string } | null;
  onClose: () => void;
}

/** What the automatic split pack made: the order kept and each new order, one pack each, to pay together. */
export function SplitPackResult({ result, onClose }: Props) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  if (!result) return null;
  const { answer } = result;
  const ids = [answer.kkOrderId, ...answer.newKkOrderIds];
  return (
    <Modal
      open
      title={<span className={styles.title}>{result.message}</span>}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('actions.back')}
        </Button>,
        <Button key="pay" type="primary" onClick={() => void navigate(`/mall/paymentPage?kkOrderId=${encodeURIComponent(answer.kkOrderId)}`)} data-testid="split-pack-pay">
          {t('actions.payNow')}
        </Button>,
      ]}
    >
      <p>{t('splitPack.result', { orders: ids.length })}</p>
      <ol className={styles.packs} data-testid="split-pack-result">
        {ids.map((id) => (
          <li key={id}>
            <Link to={`/order/details?kkOrderId=${encodeURIComponent(id)}`} onClick={onClose}>
              <bdi dir="ltr">{id}</bdi>
            </Link>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
