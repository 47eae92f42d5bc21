import { EditOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@threadway/contracts';
import { Button, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import { useReviewStars } from '../api/reviews';
import { ReviewList } from './ReviewList';
import styles from './Reviews.module.css';
import { StarSummary } from './StarSummary';

const WriteReviewForm = dialogOnDemand(async () => (await import('./WriteReviewForm')).WriteReviewForm);

/** Customer reviews: star percentages, the list filtered by star with paging, and Write a review. */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const stars = useReviewStars(product.kkProductId);
  const [rating, setRating] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const filter = (star: number | null) => {
    setRating(star);
    setPage(1);
  };

  return (
    <section id="reviews" className={styles.section} data-testid="reviews">
      <div className={styles.head}>
        <h2 className={styles.title}>{t('reviews.title')}</h2>
        <Button icon={<EditOutlined />} onClick={() => setWriting(true)} data-testid="write-review">
          {t('reviews.write')}
        </Button>
      </div>
      <div className={styles.body}>
        {stars.data ? <StarSummary stars={stars.data} active={rating} onFilter={filter} /> : <Skeleton active paragraph={{ rows: 5 }} />}
        <div className={styles.listColumn}>
          <Segmented
            value={rating ?? 0}
            onChange={(v) => filter(v === 0 ? null : Number(v))}
            options={[{ value: 0, label: t('reviews.all') }, ...[5, 4, 3, 2, 1].map((s) => ({ value: s, label: `${s}★` }))]}
            data-testid="review-filter"
          />
          <ReviewList kkProductId={product.kkProductId} rating={rating} page={page} onPage={setPage} />
        </div>
      </div>
      <WriteReviewForm product={product} open={writing} onClose={() => setWriting(false)} onWritten={() => filter(null)} />
    </section>
  );
}
