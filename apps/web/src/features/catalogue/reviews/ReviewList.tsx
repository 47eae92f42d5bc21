import { Empty, Pagination, Rate, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { useReviewPage } from '../api/reviews';
import styles from './Reviews.module.css';

const PAGE_SIZE = 5;

interface Props {
  kkProductId: string;
  rating: number | null;
  page: number;
  onPage: (page: number) => void;
}

/** One page of reviews, newest first as the server sends them. */
export function ReviewList({ kkProductId, rating, page, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  const { locale } = usePreferences();
  const reviews = useReviewPage(kkProductId, page, PAGE_SIZE, rating);
  if (reviews.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (reviews.isError || reviews.data.list.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={rating ? t('reviews.noneWithStars') : t('reviews.none')} />;
  }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div>
      <ul className={styles.list} data-testid="review-list">
        {reviews.data.list.map((review) => (
          <li key={review.id} className={styles.item} data-testid="review-item">
            <div className={styles.itemHead}>
              <span className={styles.avatar} aria-hidden="true">
                {review.name.trim().charAt(0).toUpperCase()}
              </span>
              <div>
                <strong>
                  <bdi data-testid="reviewer-name">{review.name}</bdi>
                </strong>
                <div className={styles.muted}>{date.format(new Date(review.createdAt))}</div>
              </div>
              <Rate disabled value={review.rating} className={styles.itemStars} />
            </div>
            {(review.colour || review.size) && (
              <div className={styles.variant}>{[review.colour && `${t('detail.colour')}: ${review.colour}`, review.size && `${t('detail.size')}: ${review.size}`].filter(Boolean).join(' · ')}</div>
            )}
            {review.content && <p className={styles.content} dir="auto">{review.content}</p>}
          </li>
        ))}
      </ul>
      {reviews.data.total > PAGE_SIZE && (
        <Pagination className={styles.pagination} size="small" current={page} pageSize={PAGE_SIZE} total={reviews.data.total} showSizeChanger={false} onChange={onPage} data-testid="review-pagination" />
      )}
    </div>
  );
}
