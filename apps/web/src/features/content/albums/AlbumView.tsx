import { ALBUM_TYPES } from '@threadway/contracts';
import { Button, Empty, Result, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAlbum } from '../api/albums';
import { isMissing } from '../api/missing';
import { PagedProducts } from '../events/PagedProducts';
import { usePageParam } from '../events/usePageParam';
import events from '../events/events.module.css';
import styles from './albums.module.css';

const PAGE_SIZE = 30;

/**
 * An album's products, paged (spec 2.3): New In (type 1), Best Sellers (type 2) or a curated
 * album picked by moduleId. The two standard albums are one click apart.
 */
export function AlbumView({ type, moduleId }: { type: number | null; moduleId: number | null }) {
  const { t } = useTranslation('discovery');
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const album = useAlbum(type, moduleId, page, PAGE_SIZE);
  const info = album.data?.album;
  const shownType = info?.type ?? type;
  const standard = shownType === ALBUM_TYPES.newIn || shownType === ALBUM_TYPES.bestSellers;

  if (album.isError) {
    return (
      <div className={events.page}>
        {isMissing(album.error) ? (
          <Empty className={events.empty} description={t('messages:errors.notFound')} data-testid="album-not-found" />
        ) : (
          <Result status="warning" title={t('events.loadFailed')} extra={<Button onClick={() => void album.refetch()}>{t('shared.retry')}</Button>} />
        )}
      </div>
    );
  }

  return (
    <div className={events.page} data-testid="album-page">
      <header className={`${styles.head} ${info?.bannerUrl ? styles.withBanner : ''}`}>
        {info?.bannerUrl && <img className={styles.banner} src={info.bannerUrl} alt="" />}
        <div className={styles.headText}>
          <h1 className={styles.title} data-testid="album-title">
            {info?.name ?? t(shownType === ALBUM_TYPES.bestSellers ? 'album.bestSellers' : 'album.newIn')}
          </h1>
          <p className={styles.lead}>{t(standard ? `album.lead.${shownType}` : 'album.lead.curated')}</p>
        </div>
        {standard && (
          <Segmented
            className={styles.switch}
            data-testid="album-switch"
            value={shownType}
            onChange={(next) => navigate(`/mall/album?type=${next}`)}
            options={[
              { value: ALBUM_TYPES.newIn, label: t('album.newIn') },
              { value: ALBUM_TYPES.bestSellers, label: t('album.bestSellers') },
            ]}
          />
        )}
      </header>
      {album.data && !album.data.limitedForGuest && <span className={styles.count}>{t('album.count', { count: album.data.total })}</span>}
      <PagedProducts
        products={album.data?.list}
        total={album.data?.total ?? 0}
        pageNumber={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loading={album.isPlaceholderData}
        limitedForGuest={album.data?.limitedForGuest}
      />
    </div>
  );
}
