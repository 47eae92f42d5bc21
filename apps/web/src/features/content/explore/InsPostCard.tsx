import { Avatar, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import type { InsPost } from '../api/explore';
import styles from './explore.module.css';
import { FollowButton } from './FollowButton';
import { useCompactNumber } from './useCompactNumber';

const detailHref = (id: number) => `/mall/explore/detail?id=${id}`;

/** One Influencers' Pick post: the look, who posted it and their followers, follow, Shop Similar. */
export function InsPostCard({ post }: { post: InsPost }) {
  const { t } = useTranslation('discovery');
  const compact = useCompactNumber();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  return (
    <article className={styles.card} data-testid="ins-post" data-post-id={post.id}>
      <Link to={detailHref(post.id)} className={styles.media} aria-label={post.title}>
        <img src={post.imageUrl} alt={post.title} loading="lazy" width={360} height={480} />
      </Link>
      <div className={styles.cardBody}>
        <div className={styles.author}>
          <Avatar src={post.avatarUrl ?? undefined} size={desktop ? 36 : 28} className={styles.avatar}>
            {post.influencer.charAt(0).toUpperCase()}
          </Avatar>
          <div className={styles.who}>
            <strong className={styles.name} title={post.influencer}>
              {post.influencer}
            </strong>
            <small className={styles.followers}>{t('explore.followers', { value: compact(post.followers) })}</small>
          </div>
          <FollowButton influencer={post.influencer} following={post.following} iconOnly={!desktop} />
        </div>
        <p className={styles.title} title={post.title}>
          {post.title}
        </p>
        <Button block className={styles.shopSimilar} onClick={() => navigate(detailHref(post.id))} data-testid="shop-similar">
          {t('explore.shopSimilar')}
        </Button>
      </div>
    </article>
  );
}
