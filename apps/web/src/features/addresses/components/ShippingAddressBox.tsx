import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../components/controls/Popup';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import { useAddresses, type Address } from '../api/addresses';
import { AddressLines } from './AddressLines';
import styles from './ShippingAddressBox.module.css';
import { chooserHeight } from './chooser-height';

/** The add/edit form (Ant Design's form and the country select) is fetched when first opened, not with the bag (decision 0034). */
const AddressDialog = dialogOnDemand(async () => (await import('./AddressDialog')).AddressDialog);

export interface ShippingAddressBoxProps {
  selectedId: number | null;
  /** The chosen address (the default one first), or null while the seller has none. */
  onSelect: (address: Address | null) => void;
}

/** Dialog state: closed, adding, or editing one address. */
type Editing = { address: Address | null } | null;

/**
 * The bag's Shipping Address box (spec 2.4): the chosen address with Edit, a 'Choose' popover of
 * every address with 'add new address' and per-address edit, or 'Add New Address' when none.
 * Plain popup and skeleton (decision 0034): Ant Design's Popover brought its popup engine to the bag.
 */
export function ShippingAddressBox({ selectedId, onSelect }: ShippingAddressBoxProps) {
  const { t } = useTranslation('addresses');
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const list = addresses.data ?? [];
  // Shown from the first render, before the effect below reports it: the page the server drew (decision 0056)
  // then has the address too, and nothing below it moves down once the page is hydrated.
  const selected = shownAddress(list, selectedId);

  // Reports the default (else the first) address as the choice, and follows edits of the chosen one.
  useEffect(() => {
    // onSelect is the page's setter and stays out of the dependencies: the list and the choice drive this.
    if (addresses.data) onSelect(shownAddress(addresses.data, selectedId));
  }, [addresses.data, selectedId]);

  const chooser = (
    <div className={styles.chooser} style={{ maxHeight: chooserHeight(list.length) }} data-testid="address-chooser">
      {list.map((address) => (
        <div
          key={address.id}
          role="button"
          tabIndex={0}
          className={address.id === selected?.id ? `${styles.option} ${styles.chosen}` : styles.option}
          onClick={() => {
            onSelect(address);
            setChooserOpen(false);
          }}
          onKeyDown={(e) => e.key === 'Enter' && onSelect(address)}
        >
          <AddressLines address={address} />
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('actions.edit')}
            onClick={(e) => {
              e.stopPropagation();
              setChooserOpen(false);
              setEditing({ address });
            }}
          />
        </div>
      ))}
      <Button
        block
        icon={<PlusOutlined />}
        onClick={() => {
          setChooserOpen(false);
          setEditing({ address: null });
        }}
      >
        {t('actions.addNewLower')}
      </Button>
    </div>
  );

  return (
    <section className={styles.box} data-testid="shipping-address">
      <header className={styles.header}>
        <h2>{t('box.title')}</h2>
        {selected && (
          <div className={styles.links}>
            <Button type="link" onClick={() => setEditing({ address: selected })}>
              {t('actions.edit')}
            </Button>
            <Popup
              open={chooserOpen}
              onOpenChange={setChooserOpen}
              trigger={
                <Button type="link" aria-expanded={chooserOpen} onClick={() => setChooserOpen(!chooserOpen)}>
                  {t('actions.choose')}
                </Button>
              }
            >
              {chooser}
            </Popup>
          </div>
        )}
      </header>
      {addresses.isLoading ? (
        <LineSkeleton rows={3} />
      ) : selected ? (
        <AddressLines address={selected} />
      ) : (
        <Button type="dashed" block icon={<PlusOutlined />} onClick={() => setEditing({ address: null })}>
          {t('actions.addNew')}
        </Button>
      )}
      <AddressDialog
        open={editing !== null}
        address={editing?.address}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          onSelect(saved);
        }}
      />
    </section>
  );
}

/** The chosen address while it exists, else the default one, else the first; null while there is none. */
function shownAddress(list: Address[], selectedId: number | null): Address | null {
  return list.find((a) => a.id === selectedId) ?? list.find((a) => a.isDefault) ?? list[0] ?? null;
}
