import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they take comes near the viewport: a part far down a page
 * (and the code it is lazily loaded with) waits until the visitor scrolls towards it instead of
 * competing with what the page shows first. `minHeight` holds the place meanwhile.
 */
export function WhenVisible({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '300px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={place} style={{ minHeight }} />;
}
