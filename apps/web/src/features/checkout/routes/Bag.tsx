import { exceedsWeightLimit, groupBag, orderWeightGrams, type Address, type BagGroup } from '@threadway/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/controls/Notice';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import { BagTabs } from '../components/BagTabs';
import { CheckoutHelp } from '../components/CheckoutHelp';
import { CouponsAccordion } from '../components/CouponsAccordion';
import { DeliveryMethod } from '../components/DeliveryMethod';
import { OrderAmount } from '../components/OrderAmount';
import { PromoCodeBox } from '../components/PromoCodeBox';
import type { BagItem } from '../model/bag-item';
import { checkableKeys, conflictsWith } from '../model/bag-selection';
import type { ConfirmOrderPageProps } from './ConfirmOrderPage';
import styles from './ConfirmOrderPage.module.css';
import { useBagCheckout } from './useBagCheckout';
import { useBagQuantities } from './useBagQuantities';
import { useConfirmOrder } from './useConfirmOrder';

/** The bag's dialogs come when first opened (Ant Design's modal with them). */
const ConflictDialog = dialogOnDemand(async () => (await import('../components/ConflictDialog')).ConflictDialog);
const ReminderDialog = dialogOnDemand(async () => (await import('../components/ReminderDialog')).ReminderDialog);

/** The China tab is active first (spec 2.4); the first warehouse otherwise. */
const defaultTab = (groups: readonly BagGroup<BagItem>[]): string => (groups.find((g) => g.countryCode === 'CN') ?? groups[0])?.warehouseCode ?? '';

/** A pending warehouse switch: what to check once the seller says Sure. */
type Conflict = { group: BagGroup<BagItem>; keys: string[] } | null;

/** A signed-in seller's bag: fetched only for them, guests see the sign-up instead (decision 0034). */
export default function Bag({ userId, items, props }: { userId: number; items: BagItem[]; props: ConfirmOrderPageProps }) {
  const { t } = useTranslation('checkout');
  const groups = useMemo(() => groupBag(items), [items]);
  const { numOf, setNum, flush } = useBagQuantities();
  const [tab, setActiveTab] = useState(() => defaultTab(groups));
  // A deleted warehouse's tab falls back to the default one.
  const activeTab = groups.some((g) => g.warehouseCode === tab) ? tab : defaultTab(groups);
  // The default tab's products start checked: the cart sent them here to be ordered.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => {
    const first = groups.find((g) => g.warehouseCode === defaultTab(groups));
    return new Set(first ? checkableKeys(first) : []);
  });
  const [conflict, setConflict] = useState<Conflict>(null);
  const [address, setAddress] = useState<Address | null>(null);
  const checkout = useBagCheckout({ groups, checked, numOf, address });
  const confirm = useConfirmOrder({ userId, address, checkout, flushQuantities: flush });
  const AddressBox = props.addressBox;
  const BindEmailDialog = props.bindEmailDialog;

  const check = (group: BagGroup<BagItem>, keys: string[], on: boolean) => {
    if (on && conflictsWith(groups, checked, group)) return setConflict({ group, keys });
    const next = new Set(checked);
    for (const key of keys) (on ? next.add(key) : next.delete(key));
    setChecked(next);
  };

  const weight = orderWeightGrams(checkout.lines.map((l) => ({ packageWeight: l.item.packageWeight, num: l.num })));

  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <AddressBox selectedId={address?.id ?? null} onSelect={setAddress} />
        <BagTabs
          groups={groups}
          activeTab={activeTab}
          onTab={setActiveTab}
          checked={checked}
          onCheck={check}
          onDelete={checkout.remove}
          address={address}
          numOf={numOf}
          setNum={setNum}
          priceOf={checkout.priceOf}
        />
        {exceedsWeightLimit(weight) && <Notice type="error" title={t('bag.overweight')} />}
        <DeliveryMethod
          warehouseName={checkout.warehouseName}
          options={checkout.options}
          value={checkout.delivery}
          onChange={checkout.setDelivery}
          waitingForAddress={address === null}
        />
      </div>
      <aside className={styles.side}>
        <PromoCodeBox
          enabled={checkout.promo.enabled}
          onEnabled={checkout.promo.setEnabled}
          applied={checkout.promo.applied}
          error={checkout.promo.error}
          applying={checkout.promo.applying}
          onApply={checkout.promo.apply}
          deductionCents={checkout.billing && checkout.billing.couponCodeApplied !== null ? (checkout.billing.couponCodeApplied ? checkout.billing.couponCodeTotalAmount : 0) : null}
        />
        <CouponsAccordion coupons={checkout.coupons} selectedId={checkout.couponId} onSelect={checkout.chooseCoupon} CouponCard={props.couponCard} />
        <OrderAmount
          billing={checkout.billing}
          failed={checkout.billingError}
          canConfirm={checkout.lines.length > 0 && checkout.warehouseName !== null}
          confirming={confirm.pending}
          onConfirm={confirm.start}
          selectedCount={checkout.lines.length}
          totalCount={items.length}
        />
        <CheckoutHelp />
      </aside>
      <ConflictDialog
        open={conflict !== null}
        onCancel={() => setConflict(null)}
        onSure={() => {
          if (conflict) {
            setChecked(new Set(conflict.keys));
            setActiveTab(conflict.group.warehouseCode);
          }
          setConflict(null);
        }}
      />
      <ReminderDialog open={confirm.reminderOpen} onGotIt={confirm.afterReminder} onCheckAgain={confirm.closeReminder} />
      {confirm.profile && <BindEmailDialog profile={confirm.profile} open={confirm.bindEmailOpen} onSaved={confirm.afterBindEmail} onClose={confirm.closeBindEmail} />}
    </div>
  );
}
