import { ArrowLeftOutlined } from '@ant-design/icons';
import { CONFIRM_ORDER_QUERY, exceedsWeightLimit, groupBag, orderWeightGrams, type Address, type BagGroup, type UserProfile } from '@threadway/contracts';
import { Alert, Button, Empty, Modal, Skeleton } from 'antd';
import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useServerCart } from '../api/cart';
import { BagTabs } from '../components/BagTabs';
import { CheckoutHelp } from '../components/CheckoutHelp';
import { CouponsAccordion, type CouponCardComponent } from '../components/CouponsAccordion';
import { DeliveryMethod } from '../components/DeliveryMethod';
import { OrderAmount } from '../components/OrderAmount';
import { PromoCodeBox } from '../components/PromoCodeBox';
import { ReminderDialog } from '../components/ReminderDialog';
import { bagItems, type BagItem } from '../model/bag-item';
import { checkableKeys, conflictsWith } from '../model/bag-selection';
import styles from './ConfirmOrderPage.module.css';
import { useBagCheckout } from './useBagCheckout';
import { useBagQuantities } from './useBagQuantities';
import { useConfirmOrder } from './useConfirmOrder';

export interface ConfirmOrderPageProps {
  /** The addresses feature's Shipping Address box. */
  addressBox: ComponentType<{ selectedId: number | null; onSelect: (address: Address | null) => void }>;
  /** The promotions feature's coupon card. */
  couponCard: CouponCardComponent;
  /** The accounts feature's bind-e-mail dialog. */
  bindEmailDialog: ComponentType<{ profile: UserProfile; open: boolean; onSaved: () => void; onClose: () => void }>;
  /** The accounts feature's sign-up from checkout for guests; it reports while it signs up and moves their cart over. */
  guestSignUp: ComponentType<{ onJoining: (joining: boolean) => void }>;
}

const listParam = (value: string | null): string[] => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);

/** The China tab is active first (spec 2.4); the first warehouse otherwise. */
const defaultTab = (groups: readonly BagGroup<BagItem>[]): string => (groups.find((g) => g.countryCode === 'CN') ?? groups[0])?.warehouseCode ?? '';

/** A pending warehouse switch: what to check once the seller says Sure. */
type Conflict = { group: BagGroup<BagItem>; keys: string[] } | null;

function Bag({ userId, items, props }: { userId: number; items: BagItem[]; props: ConfirmOrderPageProps }) {
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
        {exceedsWeightLimit(weight) && <Alert type="error" showIcon title={t('bag.overweight')} />}
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
      <Modal
        open={conflict !== null}
        title={t('conflict.title')}
        okText={t('conflict.sure')}
        cancelText={t('actions.cancel')}
        onCancel={() => setConflict(null)}
        onOk={() => {
          if (conflict) {
            setChecked(new Set(conflict.keys));
            setActiveTab(conflict.group.warehouseCode);
          }
          setConflict(null);
        }}
      >
        <p>{t('conflict.body')}</p>
      </Modal>
      <ReminderDialog open={confirm.reminderOpen} onGotIt={confirm.afterReminder} onCheckAgain={confirm.closeReminder} />
      {confirm.profile && <BindEmailDialog profile={confirm.profile} open={confirm.bindEmailOpen} onSaved={confirm.afterBindEmail} onClose={confirm.closeBindEmail} />}
    </div>
  );
}

/** /confirm-order: the shopping bag of the chosen cart items, delivery, promotions and the order amount (spec 2.4). */
export default function ConfirmOrderPage(props: ConfirmOrderPageProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  // A guest signing up here: the bag waits until their cart has moved to the server.
  const [joining, setJoining] = useState(false);
  const cart = useServerCart(session !== null && !joining);
  const GuestSignUp = props.guestSignUp;
  const chosen = { kkProductIds: listParam(params.get(CONFIRM_ORDER_QUERY.kkProductIds)), skuCodes: listParam(params.get(CONFIRM_ORDER_QUERY.skuCodes)) };
  const items = cart.data ? bagItems(cart.data, chosen) : null;

  return (
    <div className={styles.page}>
      <Button type="text" icon={<ArrowLeftOutlined className={styles.back} />} onClick={() => void navigate(-1)} className={styles.backButton}>
        {t('back')}
      </Button>
      {!session || joining ? (
        <GuestSignUp onJoining={setJoining} />
      ) : cart.isError ? (
        <Alert type="error" showIcon title={t('errors.loadFailed')} action={<Button onClick={() => void cart.refetch()}>{t('actions.retry')}</Button>} />
      ) : !items || !session ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : items.length === 0 ? (
        <Empty className={styles.empty} description={<strong>{t('empty.title')}</strong>} data-testid="bag-empty">
          <Link to="/mall">
            <Button type="primary">{t('empty.startShopping')}</Button>
          </Link>
        </Empty>
      ) : (
        <Bag userId={session.userId} items={items} props={props} />
      )}
    </div>
  );
}
