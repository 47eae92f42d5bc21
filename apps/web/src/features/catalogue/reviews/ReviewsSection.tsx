import { EditOutlined } from '@ant-design/icons';
import type { ProductDetail } from '@threadway/contracts';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { WhenVisible } from '../../../components/WhenVisible';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import styles from './Reviews.module.css';

const WriteReviewForm = dialogOnDemand(async () => (await import('./WriteReviewForm')).WriteReviewForm);
// Below the purchase panel: the summary and list (and their Ant Design code) load when scrolled near, not with the page.
const ReviewsBody = lazy(() => import('./ReviewsBody'));
const BODY_HEIGHT = 280;

/** Customer reviews: star percentages, the list filtered by star with paging, and Write a review. */
export function ReviewsSection({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
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
      <WhenVisible minHeight={BODY_HEIGHT}>
        <Suspense fallback={<LineSkeleton rows={5} />}>
          <ReviewsBody product={product} rating={rating} page={page} onFilter={filter} onPage={setPage} />
        </Suspense>
      </WhenVisible>
      <WriteReviewForm product={product} open={writing} onClose={() => setWriting(false)} onWritten={() => filter(null)} />
    </section>
  );
}
