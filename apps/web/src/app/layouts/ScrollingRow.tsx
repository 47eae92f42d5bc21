import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './mall-header.module.css';

/**
 * A row of links that may be wider than the page (long words in German, the operators' own
 * entries): it scrolls sideways, and while more links hide at one end that end fades out and
 * shows an arrow button that scrolls on, in either reading direction.
 */
export function ScrollingRow({ className, children }: { className: string; children: ReactNode }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false, rtl: false });
  const { rtl } = more;
  // The arrows point the way the row moves: towards the start or the end of the reading direction.
  const [Back, Forward] = rtl ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];

  useEffect(() => {
    const element = row.current!;
    const measure = () => {
      // Scrolled from the start of the reading direction (negative to the left in right to left).
      const scrolled = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      const next = { before: scrolled > 1, after: scrolled < hidden - 1, rtl: getComputedStyle(element).direction === 'rtl' };
      setMore((now) => (now.before === next.before && now.after === next.after && now.rtl === next.rtl ? now : next));
    };
    // Sizes are read once the browser lays the row out, not while the page is still being drawn: a read then makes
    // it lay out the whole page early, and again after the rest arrives (about 30 ms of each page load in the
    // browser's profile, four times that on a slow phone; decision 0052). A resize observer reports the row's
    // first size right after layout; changed entries are measured at the next frame, several changes at once.
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    let frame = 0;
    const measureNextFrame = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    // Entries arrive later (the operators' navigation) and change with the language.
    const changed = new MutationObserver(measureNextFrame);
    changed.observe(element, { childList: true, subtree: true, characterData: true });
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      changed.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, []);

  const scroll = (forward: boolean) => {
    const element = row.current!;
    element.scrollBy({ left: (forward !== rtl ? 1 : -1) * element.clientWidth * 0.6, behavior: 'smooth' });
  };
  const fade = `${more.before ? styles.fadeBefore : ''} ${more.after ? styles.fadeAfter : ''}`;

  return (
    <div className={styles.scrollingRow}>
      {more.before && (
        <button type="button" className={`${styles.scrollButton} ${styles.scrollBefore}`} aria-label={t('nav.scrollBack')} onClick={() => scroll(false)} data-testid="nav-scroll-back">
          <Back />
        </button>
      )}
      <div ref={row} className={`${className} ${fade}`} data-testid="nav-links">
        {children}
      </div>
      {more.after && (
        <button type="button" className={`${styles.scrollButton} ${styles.scrollAfter}`} aria-label={t('nav.scrollForward')} onClick={() => scroll(true)} data-testid="nav-scroll-forward">
          <Forward />
        </button>
      )}
    </div>
  );
}
