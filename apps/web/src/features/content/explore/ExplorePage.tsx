import { Button, Empty, Result, Skeleton, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useKeptScroll } from '../../../components/useKeptScroll';
import { useInsFeed, useInsTagMenu } from '../api/explore';
import styles from './explore.module.css';
import { readExploreQuery, writeExploreQuery } from './explore-query';
import { ExploreFilters } from './ExploreFilters';
import { InsPostCard } from './InsPostCard';
import { useSignInFirst } from './useSignInFirst';

/**
 * Explore, Influencers' Pick (spec 2.3): a filtered feed of looks that loads more while
 * scrolling. Kept alive (spec 2.1): the feed stays cached and the scroll position comes back.
 * Guests see the first posts only, then 'Log in to view more'.
 */
export default function ExplorePage() {
  const { t } = useTranslation('discovery');
  const [params, setParams] = useSearchParams();
  const query = readExploreQuery(params);
  const menu = useInsTagMenu();
  const feed = useInsFeed(query);
  const signInFirst = useSignInFirst();
  const posts = feed.data?.pages.flatMap((page) => page.list) ?? [];
  const limited = feed.data?.pages.at(-1)?.limitedForGuest ?? false;
  useKeptScroll(`explore?${params.toString()}`, feed.data !== undefined);

  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '600px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.eyebrow}>{t('explore.eyebrow')}</span>
        <h1 className={styles.heading}>{t('explore.title')}</h1>
        <p className={styles.lead}>{t('explore.lead')}</p>
      </header>

      <ExploreFilters query={query} menu={menu.data} onChange={(next) => setParams(writeExploreQuery(next), { replace: true })} />

      {feed.isPending ? (
        <div className={styles.grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton.Node key={i} active className={styles.skeleton} />
          ))}
        </div>
      ) : feed.isError ? (
        <Result status="warning" title={t('explore.loadFailed')} extra={<Button onClick={() => void feed.refetch()}>{t('shared.retry')}</Button>} />
      ) : posts.length === 0 ? (
        <Empty className={styles.empty} description={t('explore.empty')} data-testid="explore-empty" />
      ) : (
        <div className={`${styles.grid} ${feed.isPlaceholderData ? styles.stale : ''}`} data-testid="explore-feed">
          {posts.map((post) => (
            <InsPostCard key={post.id} post={post} />
          ))}
        </div>
      )}

      <div ref={sentinel} className={styles.more}>
        {isFetchingNextPage && <Spin />}
        {hasNextPage && !isFetchingNextPage && (
          <Button onClick={() => void fetchNextPage()} data-testid="explore-load-more">
            {t('explore.loadMore')}
          </Button>
        )}
      </div>

      {limited && (
        <section className={styles.gate} data-testid="explore-login-gate">
          <h2>{t('explore.loginToViewMore')}</h2>
          <p>{t('explore.loginToViewMoreText')}</p>
          <div className={styles.gateActions}>
            <Button type="primary" size="large" onClick={() => signInFirst('/login')} data-testid="explore-login">
              {t('explore.signIn')}
            </Button>
            <Button size="large" onClick={() => signInFirst('/register')}>
              {t('explore.register')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
