import { CameraOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductGrid } from '../../../../components/product/ProductGrid';
import { useSession } from '../../../../lib/session';
import { GuestLimit } from '../../product-list/GuestLimit';
import { useSimilarProducts } from '../api/similar-products';
import { VisualSearchButton } from '../components/VisualSearchButton';
import styles from '../components/visual-search.module.css';
import { useSimilarImage } from '../similar-image';
import { useKeptScroll } from '../../../../components/useKeptScroll';

/** Asks for the next page when the end of the list scrolls into view. */
function useLoadMoreWhenVisible(onVisible: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !active) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible, active]);
  return sentinel;
}

/**
 * /mall/similar (spec 2.3): the uploaded picture and 'See 20+ Similar Styles', loading more as
 * the buyer scrolls. Kept alive between visits: the results and the scroll position come back.
 */
export default function SimilarPage() {
  const { t } = useTranslation('mall');
  const session = useSession();
  const imageUrl = useSimilarImage();
  const similar = useSimilarProducts(imageUrl);
  const products = similar.data?.pages.flatMap((page) => page.list) ?? [];
  const limited = similar.data?.pages.some((page) => page.limitedForGuest) ?? false;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = similar;
  const sentinel = useLoadMoreWhenVisible(() => void fetchNextPage(), hasNextPage && !isFetchingNextPage);
  useKeptScroll(`similar:${imageUrl ?? ''}`, products.length > 0);

  if (!imageUrl) {
    return (
      <div className={styles.empty} data-testid="similar-page">
        <Empty image={<CameraOutlined style={{ fontSize: 56, color: '#d1d5db' }} />} description={t('similar.noPicture')}>
          <VisualSearchButton className={styles.again} label={t('similar.upload')} />
        </Empty>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="similar-page">
      <aside className={styles.aside}>
        <span className={styles.asideLabel}>{t('similar.yourPicture')}</span>
        <img className={styles.source} src={imageUrl} alt={t('similar.yourPicture')} data-testid="similar-source" />
        <VisualSearchButton className={styles.again} label={t('similar.another')} />
      </aside>
      <section className={styles.results}>
        <h1 className={styles.title}>{t('similar.title')}</h1>
        <p className={styles.subtitle}>{t('similar.subtitle')}</p>
        {similar.isPending ? (
          <div className={styles.more}>
            <Spin size="large" />
          </div>
        ) : similar.isError ? (
          <Result status="warning" title={similar.error.message} extra={<Button onClick={() => void similar.refetch()}>{t('similar.retry')}</Button>} />
        ) : products.length === 0 ? (
          <Empty description={t('messages:errors.noProductFound')} />
        ) : (
          <>
            <ProductGrid products={products} columns={4} />
            <div ref={sentinel} className={styles.more}>
              {isFetchingNextPage && <Spin />}
              {limited && !session && !hasNextPage && <GuestLimit />}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
