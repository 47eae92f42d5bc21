import type { UserProfile } from '@threadway/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFormProps, DialogMode } from './dialog-types';
import { EmailForm } from './EmailForm';
import { FullNameForm } from './FullNameForm';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { VerifyEmailForm } from './VerifyEmailForm';

interface Props {
  mode: DialogMode | null;
  profile: UserProfile;
  onSaved: DialogFormProps['onSaved'];
  onClose: () => void;
}

/** The account-setting dialog, one form per mode (spec 2.6); closing it drops what was typed. */
export function AccountDialog({ mode, profile, onSaved, onClose }: Props) {
  const { t } = useTranslation('accounts');
  // Keeps the last form in place while the dialog animates closed.
  const [shown, setShown] = useState(mode);
  if (mode && mode !== shown) setShown(mode);
  const props: DialogFormProps = { profile, onSaved, onCancel: onClose };
  const email = profile.email ?? '';
  const body = {
    fullName: () => <FullNameForm {...props} />,
    email: () => <EmailForm {...props} purpose="changeEmail" />,
    bindEmail: () => <EmailForm {...props} purpose="bindEmail" />,
    phone: () => <PhoneForm {...props} />,
    password: () => <PasswordForm {...props} email={email} />,
    verifyEmail: () => <VerifyEmailForm {...props} email={email} />,
  };
  return (
    <Modal open={mode !== null} title={shown && t(`dialog.titles.${shown}`)} footer={null} onCancel={onClose} destroyOnHidden width={480}>
      {shown && body[shown]()}
    </Modal>
  );
}
