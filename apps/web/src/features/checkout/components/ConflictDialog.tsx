import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** 'Sure': check the other warehouse's products instead. */
  onSure: () => void;
  onCancel: () => void;
}

/** Products of two warehouses cannot be ordered together: checking one of another warehouse asks first (spec 2.4). */
export function ConflictDialog({ open, onSure, onCancel }: Props) {
  const { t } = useTranslation('checkout');
  return (
    <Modal open={open} title={t('conflict.title')} okText={t('conflict.sure')} cancelText={t('actions.cancel')} onCancel={onCancel} onOk={onSure}>
      <p>{t('conflict.body')}</p>
    </Modal>
  );
}
