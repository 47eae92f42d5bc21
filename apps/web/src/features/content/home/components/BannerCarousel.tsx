import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { usePrefersReducedMotion } from '../../../../components/usePrefersReducedMotion';
import { useBanners } from '../api/home';
import styles from './home.module.css';

const AUTOPLAY_MS = 5000;

/**
 * The home banners (spec 7, productBanner): a swipeable strip that moves on by itself every few
 * seconds unless the pointer rests on it or the visitor's system asks for less motion; phones get the
 * mobile picture.
 */
export function BannerCarousel() {
  const { t } = useTranslation('mall');
  const desktop = useIsDesktop();
  const { data: banners = [], isPending } = useBanners();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const go = (next: number) => {
    const element = track.current;
    if (!element || banners.length === 0) return;
    const target = (next + banners.length) % banners.length;
    // scrollLeft runs negative in right-to-left pages.
    const direction = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollTo({ left: direction * target * element.clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' });
  };

  useEffect(() => {
    if (paused || reducedMotion || banners.length < 2) return;
    const timer = window.setInterval(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  });

  if (isPending) return <div className={`${styles.carousel} ${styles.shimmer}`} />;
  if (banners.length === 0) return null;
  return (
    <div className={styles.carousel} onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} data-testid="home-banners" aria-roledescription="carousel">
      <div
        ref={track}
        className={styles.track}
        onScroll={(event) => {
          const element = event.currentTarget;
          setIndex(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
        }}
      >
        {banners.map((banner, i) => (
          <Link key={banner.id} to={banner.linkUrl} className={styles.slide} aria-label={banner.title} aria-hidden={i !== index} tabIndex={i === index ? 0 : -1}>
            <img src={(!desktop && banner.mobileImageUrl) || banner.imageUrl} alt={banner.title} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            <span className={styles.slideTitle}>{banner.title}</span>
          </Link>
        ))}
      </div>
      {banners.length > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} aria-label={t('home.previous')} onClick={() => go(index - 1)}>
            <LeftOutlined />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} aria-label={t('home.next')} onClick={() => go(index + 1)}>
            <RightOutlined />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button key={banner.id} type="button" className={`${styles.dot} ${i === index ? styles.dotActive : ''}`} aria-label={banner.title} aria-current={i === index} onClick={() => go(i)} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
