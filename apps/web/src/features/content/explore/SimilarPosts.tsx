import { useTranslation } from 'react-i18next';
import { useSimilarPosts, type ExploreQuery, type InsPost } from '../api/explore';
import styles from './explore.module.css';
import { InsPostCard } from './InsPostCard';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Looks sharing the post's style (the most telling of its tags), most followed first. */
function similarQuery(post: InsPost): ExploreQuery {
  const style = first(post.tags.style);
  return style ? { sortType: 'followers', style } : { sortType: 'followers' };
}

export function SimilarPosts({ post }: { post: InsPost }) {
  const { t } = useTranslation('discovery');
  const similar = useSimilarPosts(similarQuery(post));
  const posts = (similar.data?.list ?? []).filter((p) => p.id !== post.id).slice(0, 8);
  if (posts.length === 0) return null;
  return (
    <section className={styles.section} data-testid="explore-similar">
      <h2 className={styles.sectionTitle}>{t('explore.detail.similarPosts')}</h2>
      <div className={styles.grid}>
        {posts.map((p) => (
          <InsPostCard key={p.id} post={p} />
        ))}
      </div>
    </section>
  );
}
