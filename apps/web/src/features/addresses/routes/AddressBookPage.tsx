import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAddresses, useDeleteAddress, useSetDefaultAddress, type Address } from '../api/addresses';
import { AddressDialog } from '../components/AddressDialog';
import { AddressLines } from '../components/AddressLines';
import styles from './AddressBookPage.module.css';

type Editing = { address: Address | null } | null;

/** The spec's add-address route: the address book with the new-address form open. */
export const ADD_ADDRESS_PAGE = '/personal-center/add-address';

/** /personal-center/address-manage: the address book with add, edit, delete and set default (spec 2.6). */
export default function AddressBookPage() {
  const { t } = useTranslation('addresses');
  const { message } = App.useApp();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const setDefault = useSetDefaultAddress();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(() => (pathname === ADD_ADDRESS_PAGE ? { address: null } : null));
  // Leaving the form on the add-address route lands on the address book itself.
  const closeEditing = () => {
    setEditing(null);
    if (pathname === ADD_ADDRESS_PAGE) void navigate('/personal-center/address-manage', { replace: true });
  };

  const run = async (action: Promise<unknown>, success: string) => {
    try {
      await action;
      message.success(success);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('messages.failed'));
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('book.title')}</h1>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ address: null })} data-testid="address-add">
          {t('actions.addNew')}
        </Button>
      </header>
      {addresses.isError ? (
        <Alert type="error" showIcon title={t('book.loadFailed')} action={<Button onClick={() => void addresses.refetch()}>{t('book.retry')}</Button>} />
      ) : !addresses.data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : addresses.data.length === 0 ? (
        <Empty description={t('book.empty')} />
      ) : (
        <ul className={styles.list} data-testid="address-list">
          {addresses.data.map((address) => (
            <li key={address.id} className={styles.card} data-testid="address-card">
              <AddressLines address={address} />
              <div className={styles.actions}>
                {address.isDefault ? (
                  <Tag color="black">{t('book.default')}</Tag>
                ) : (
                  <Button type="link" onClick={() => void run(setDefault.mutateAsync(address.id), t('messages.saved'))}>
                    {t('actions.setDefault')}
                  </Button>
                )}
                <Button type="link" onClick={() => setEditing({ address })}>
                  {t('actions.edit')}
                </Button>
                <Popconfirm
                  title={t('book.deleteConfirm')}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  onConfirm={() => run(remove.mutateAsync(address.id), t('messages.deleted'))}
                >
                  <Button type="link" danger>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog open={editing !== null} address={editing?.address} onClose={closeEditing} onSaved={closeEditing} />
    </div>
  );
}
