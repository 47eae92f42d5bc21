import { HeartFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInsPicks } from '../api/home';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

const POSTS = 8;
const compact = (n: number, locale: string) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(n);

/** Influencers' Pick (spec 2.3): the newest outfit posts, leading to the Explore feed. */
export function InfluencerStrip() {
  const { t, i18n } = useTranslation('mall');
  const { data: posts = [] } = useInsPicks(POSTS);
  if (posts.length === 0) return null;
  return (
    <section className={styles.block} data-testid="home-influencers">
      <SectionHeader title={t('home.influencers.title')} to="/mall/explore" extra={<span className={styles.sectionNote}>{t('home.influencers.note')}</span>} />
      <div className={styles.insStrip}>
        {posts.map((post) => (
          <Link key={post.id} to={`/mall/explore/detail?id=${post.id}`} className={styles.insCard}>
            <img src={post.imageUrl} alt={post.title} loading="lazy" />
            <span className={styles.insShade} />
            <span className={styles.insMeta}>
              <span className={styles.insWho}>
                {post.avatarUrl ? <img src={post.avatarUrl} alt="" /> : null}@{post.influencer}
              </span>
              <span className={styles.insFollowers}>
                <HeartFilled /> {compact(post.followers, i18n.language)}
              </span>
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
