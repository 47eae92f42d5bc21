import { ArrowLeftOutlined } from '@ant-design/icons';
import { CONFIRM_ORDER_QUERY, type Address, type UserProfile } from '@threadway/contracts';
import { Button } from 'antd';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyOnDemand } from '../../../components/controls/EmptyOnDemand';
import { Notice } from '../../../components/controls/Notice';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { useSession } from '../../../lib/session';
import { useServerCart } from '../api/cart';
import type { CouponCardComponent } from '../components/CouponsAccordion';
import { bagItems } from '../model/bag-item';
import styles from './ConfirmOrderPage.module.css';

/** The bag itself (tabs, delivery, promotions, amount) is fetched for signed-in sellers only: a guest's first load is the sign-up (decision 0034). */
const loadBag = () => import('./Bag');
const Bag = lazy(loadBag);

export interface ConfirmOrderPageProps {
  /** The addresses feature's Shipping Address box. */
  addressBox: ComponentType<{ selectedId: number | null; onSelect: (address: Address | null) => void }>;
  /** The promotions feature's coupon card. */
  couponCard: CouponCardComponent;
  /** Starts fetching the address box, which only sellers see. */
  loadSellerParts: () => Promise<unknown>;
  /** The accounts feature's bind-e-mail dialog. */
  bindEmailDialog: ComponentType<{ profile: UserProfile; open: boolean; onSaved: () => void; onClose: () => void }>;
  /** The accounts feature's sign-up from checkout for guests; it reports while it signs up and moves their cart over. */
  guestSignUp: ComponentType<{ onJoining: (joining: boolean) => void }>;
}

const listParam = (value: string | null): string[] => (value ? value.split(',').map((v) => v.trim()).filter(Boolean) : []);

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
  const seller = session !== null && !joining;
  // A seller's bag code (and the address box in it) comes alongside their cart, not after it.
  useEffect(() => {
    if (seller) void Promise.all([loadBag(), props.loadSellerParts()]);
  }, [seller]);
  const chosen = { kkProductIds: listParam(params.get(CONFIRM_ORDER_QUERY.kkProductIds)), skuCodes: listParam(params.get(CONFIRM_ORDER_QUERY.skuCodes)) };
  const items = cart.data ? bagItems(cart.data, chosen) : null;
  const loading = <LineSkeleton rows={8} />;

  return (
    <div className={styles.page}>
      <Button type="text" icon={<ArrowLeftOutlined className={styles.back} />} onClick={() => void navigate(-1)} className={styles.backButton}>
        {t('back')}
      </Button>
      {!session || joining ? (
        <Suspense fallback={loading}>
          <GuestSignUp onJoining={setJoining} />
        </Suspense>
      ) : cart.isError ? (
        <Notice type="error" title={t('errors.loadFailed')} action={<Button onClick={() => void cart.refetch()}>{t('actions.retry')}</Button>} />
      ) : !items || !session ? (
        loading
      ) : items.length === 0 ? (
        <EmptyOnDemand className={styles.empty} description={<strong>{t('empty.title')}</strong>} data-testid="bag-empty">
          <Link to="/mall">
            <Button type="primary">{t('empty.startShopping')}</Button>
          </Link>
        </EmptyOnDemand>
      ) : (
        <Suspense fallback={loading}>
          <Bag userId={session.userId} items={items} props={props} />
        </Suspense>
      )}
    </div>
  );
}
