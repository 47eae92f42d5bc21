import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Address } from '../api/addresses';
import { AddressForm } from './AddressForm';

interface Props {
  open: boolean;
  /** The address to edit; none to add one. */
  address?: Address | null;
  onSaved: (address: Address) => void;
  onClose: () => void;
}

/** The add / edit address dialog of the address book and the bag. */
export function AddressDialog({ open, address, onSaved, onClose }: Props) {
  const { t } = useTranslation('addresses');
  return (
    <Modal open={open} title={t(address ? 'dialog.editTitle' : 'dialog.addTitle')} footer={null} onCancel={onClose} destroyOnHidden width={640}>
      <AddressForm address={address} onSaved={onSaved} onCancel={onClose} />
    </Modal>
  );
}
