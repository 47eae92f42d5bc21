import { Checkbox, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  /** 'Got it': go on; `dontAsk` when 'Don't ask me again' was ticked. */
  onGotIt: (dontAsk: boolean) => void;
  /** 'Let me check again'. */
  onCheckAgain: () => void;
}

/** The pre-checkout reminder with 'Don't ask me again' (spec 2.4, behaviour config type 3). */
export function ReminderDialog({ open, onGotIt, onCheckAgain }: Props) {
  const { t } = useTranslation('checkout');
  const [dontAsk, setDontAsk] = useState(false);
  return (
    <Modal open={open} title={t('reminder.title')} okText={t('reminder.gotIt')} cancelText={t('reminder.checkAgain')} onOk={() => onGotIt(dontAsk)} onCancel={onCheckAgain} destroyOnHidden>
      <p>{t('reminder.body')}</p>
      <Checkbox checked={dontAsk} onChange={(e) => setDontAsk(e.target.checked)}>
        {t('reminder.dontAsk')}
      </Checkbox>
    </Modal>
  );
}
