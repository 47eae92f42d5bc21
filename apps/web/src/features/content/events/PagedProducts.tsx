import type { ProductCard } from '@threadway/contracts';
import { Empty, Pagination, Skeleton } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../components/product/ProductGrid';
import styles from './events.module.css';
import { GuestMore } from './GuestMore';

interface Props {
  products: readonly ProductCard[] | undefined;
  total: number;
  pageNumber: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The previous page is shown while the next one loads. */
  loading?: boolean;
  /** Greyed out, e.g. under 'Event Expired'. */
  dimmed?: boolean;
  /** A guest sees part of the list: the last page they may see ends with a call to register. */
  limitedForGuest?: boolean;
}

/** A page of product cards with paging underneath; moving to another page scrolls back to the top of the list. */
export function PagedProducts({ products, total, pageNumber, pageSize, onPage, loading, dimmed, limitedForGuest }: Props) {
  const { t } = useTranslation('discovery');
  const top = useRef<HTMLDivElement>(null);
  if (!products) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (products.length === 0) return <Empty className={styles.empty} description={t('events.noProducts')} data-testid="products-empty" />;
  const go = (page: number) => {
    onPage(page);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  return (
    <div ref={top} className={`${styles.products} ${dimmed ? styles.dimmed : ''} ${loading ? styles.loading : ''}`} aria-busy={loading}>
      <ProductGrid products={products} columns={5} />
      {limitedForGuest && pageNumber * pageSize >= total && <GuestMore />}
      {total > pageSize && (
        <Pagination
          className={styles.pagination}
          current={pageNumber}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={go}
          data-testid="pagination"
        />
      )}
    </div>
  );
}
