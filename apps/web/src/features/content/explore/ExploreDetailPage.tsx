import { ArrowLeftOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Result, Skeleton, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ProductGrid } from '../../../components/product/ProductGrid';
import { usePreferences } from '../../../lib/preferences';
import { useInsDetail } from '../api/explore';
import { isMissing } from '../api/missing';
import styles from './explore.module.css';
import { FollowButton } from './FollowButton';
import { SimilarPosts } from './SimilarPosts';
import { useCompactNumber } from './useCompactNumber';

const positiveId = (raw: string | null) => (raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null);
/** React Router's place in the history stack; 0 means this tab opened straight on the detail. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** Shop Similar (/mall/explore/detail?id=): the look large, its products, and similar looks. */
export default function ExploreDetailPage() {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const { locale } = usePreferences();
  const compact = useCompactNumber();
  const id = positiveId(useSearchParams()[0].get('id'));
  const detail = useInsDetail(id);
  const post = detail.data;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  const back = (
    <Button type="text" icon={<ArrowLeftOutlined />} className={styles.back} onClick={() => (canGoBack() ? navigate(-1) : navigate('/mall/explore'))}>
      {t('explore.detail.back')}
    </Button>
  );

  if (id === null || isMissing(detail.error)) {
    return (
      <div className={styles.page}>
        {back}
        <Empty className={styles.empty} description={t('messages:errors.notFound')} data-testid="explore-detail-missing" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div className={styles.page}>
        {back}
        <Result status="warning" title={t('explore.loadFailed')} extra={<Button onClick={() => void detail.refetch()}>{t('shared.retry')}</Button>} />
      </div>
    );
  }
  if (!post) {
    return (
      <div className={styles.page}>
        {back}
        <Skeleton active avatar paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const tags = Object.entries(post.tags).flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  return (
    <div className={styles.page} data-testid="explore-detail" data-post-id={post.id}>
      {back}
      <section className={styles.detail}>
        <div className={styles.detailMedia}>
          <img src={post.imageUrl} alt={post.title} width={600} height={800} />
        </div>
        <div className={styles.detailInfo}>
          <div className={styles.author}>
            <Avatar src={post.avatarUrl ?? undefined} size={48} className={styles.avatar}>
              {post.influencer.charAt(0).toUpperCase()}
            </Avatar>
            <div className={styles.who}>
              <strong className={styles.name}>{post.influencer}</strong>
              <small className={styles.followers}>{t('explore.followers', { value: compact(post.followers) })}</small>
            </div>
            <FollowButton influencer={post.influencer} following={post.following} size="middle" />
          </div>
          <h1 className={styles.detailTitle}>{post.title}</h1>
          <span className={styles.detailMeta}>{t('explore.detail.posted', { date: new Date(post.releaseTime).toLocaleDateString(locale, { dateStyle: 'medium' }) })}</span>
          {tags.length > 0 && (
            <div className={styles.tags}>
              {tags.map((tag) => (
                <Tag key={tag} bordered={false} className={styles.tag}>
                  {tag}
                </Tag>
              ))}
            </div>
          )}
          <p className={styles.detailLead}>{t('explore.detail.lead', { name: post.influencer })}</p>
          <Button type="primary" size="large" className={styles.detailCta} onClick={() => document.getElementById('shop-the-look')?.scrollIntoView({ behavior: 'smooth' })}>
            {t('explore.detail.productCount', { count: post.products.length })}
          </Button>
        </div>
      </section>
      <section id="shop-the-look" className={styles.section} data-testid="explore-detail-products">
        <h2 className={styles.sectionTitle}>{t('explore.detail.shopTheLook')}</h2>
        {post.products.length > 0 ? (
          <ProductGrid products={post.products} columns={6} />
        ) : (
          <Empty description={t('explore.detail.noProducts')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </section>
      <SimilarPosts post={post} />
    </div>
  );
}
