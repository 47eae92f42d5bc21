import { USER_COUPON_STATUSES, type UserCouponStatus } from '@threadway/contracts';
import { Alert, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { COUPON_PAGE_SIZE, useCouponTickets } from '../api/coupons';
import { CouponCard } from '../components/CouponCard';
import styles from './CouponsPage.module.css';

const STATUSES = Object.values(USER_COUPON_STATUSES);
const statusOf = (raw: string | null): UserCouponStatus => STATUSES.find((s) => String(s) === raw) ?? USER_COUPON_STATUSES.available;

function CouponList({ status }: { status: UserCouponStatus }) {
  const { t } = useTranslation('promotions');
  const [pageNumber, setPageNumber] = useState(1);
  const tickets = useCouponTickets(status, pageNumber);
  if (tickets.isError) return <Alert type="error" showIcon title={t('page.loadFailed')} action={<Button onClick={() => void tickets.refetch()}>{t('page.retry')}</Button>} />;
  if (!tickets.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (tickets.data.list.length === 0) return <Empty description={t('noRecord')} />;
  return (
    <>
      <div className={styles.grid}>
        {tickets.data.list.map((coupon) => (
          <CouponCard key={coupon.id} coupon={coupon} />
        ))}
      </div>
      <Pagination
        className={styles.pager}
        current={pageNumber}
        pageSize={COUPON_PAGE_SIZE}
        total={tickets.data.total}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPageNumber}
      />
    </>
  );
}

/** /personal-center/coupons: the seller's coupon tickets by status (spec 3, 4). The tab is kept in the query. */
export default function CouponsPage() {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <Tabs
        activeKey={String(status)}
        onChange={(key) => setParams({ status: key }, { replace: true })}
        items={STATUSES.map((s) => ({ key: String(s), label: t(`status.${s}`), children: s === status ? <CouponList status={s} /> : null }))}
      />
    </div>
  );
}
