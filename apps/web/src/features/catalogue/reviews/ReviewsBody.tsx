import type { ProductDetail } from '@threadway/contracts';
import { Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReviewStars } from '../api/reviews';
import { ReviewList } from './ReviewList';
import styles from './Reviews.module.css';
import { StarSummary } from './StarSummary';

interface Props {
  product: ProductDetail;
  rating: number | null;
  page: number;
  onFilter: (star: number | null) => void;
  onPage: (page: number) => void;
}

/** Star percentages and the list filtered by star with paging (fetched when the reviews come near, with Ant Design's Progress, Segmented and Pagination). */
export default function ReviewsBody({ product, rating, page, onFilter, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  const stars = useReviewStars(product.kkProductId);
  return (
    <div className={styles.body}>
      {stars.data ? <StarSummary stars={stars.data} active={rating} onFilter={onFilter} /> : <Skeleton active paragraph={{ rows: 5 }} />}
      <div className={styles.listColumn}>
        <Segmented
          value={rating ?? 0}
          onChange={(v) => onFilter(v === 0 ? null : Number(v))}
          options={[{ value: 0, label: t('reviews.all') }, ...[5, 4, 3, 2, 1].map((s) => ({ value: s, label: `${s}★` }))]}
          data-testid="review-filter"
        />
        <ReviewList kkProductId={product.kkProductId} rating={rating} page={page} onPage={onPage} />
      </div>
    </div>
  );
}
