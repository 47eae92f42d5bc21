import { DownOutlined } from '@ant-design/icons';
import type { NavItem } from '@threadway/contracts';
import { Suspense, lazy, useState } from 'react';
import { siteOrigin } from '../../../../lib/in-browser';
import { useLoadedOnce } from '../../../../components/useLoadedOnce';
import { useCustomNav } from '../api/navigation';
import { navItemLink, sameDestination } from '../site-links';
import styles from './navigation.module.css';
import { TargetLink } from './TargetLink';

/** An entry's name with its badge picture, linked as its menuType says. */
export function NavItemLink({ item, className }: { item: NavItem; className?: string }) {
  const origin = siteOrigin();
  return (
    <TargetLink target={navItemLink(item, origin, origin)} className={`${className ?? ''} ${item.status === 0 ? styles.disabled : ''}`} data-testid="custom-nav-item">
      {item.imgUrl && <img src={item.imgUrl} alt="" className={styles.navIcon} />}
      <span aria-disabled={item.status === 0 || undefined}>{item.name}</span>
      {item.labelImgUrl && <img src={item.labelImgUrl} alt="" className={styles.badge} />}
    </TargetLink>
  );
}

const CustomNavDropdown = lazy(() => import('./CustomNavDropdown'));

/** Top-level entries, less single links leading where the main navigation (`shown`) already does. */
export function useCustomEntries(shown: readonly string[]): NavItem[] {
  const { data = [] } = useCustomNav();
  const origin = siteOrigin();
  return data.filter((item) => item.child?.length || !shown.some((to) => sameDestination(item.linkUrl, to, origin)));
}

/** An entry with children: they open on hover, in a menu whose code is fetched the first time. */
function NavEntryWithChildren({ item, className }: { item: NavItem; className?: string }) {
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const trigger = (hover?: { onMouseEnter: () => void; onMouseLeave: () => void }) => (
    <span className={className} {...hover}>
      <NavItemLink item={item} />
      <DownOutlined className={styles.caret} />
    </span>
  );
  if (!loaded) return trigger({ onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false) });
  return (
    <Suspense fallback={trigger()}>
      <CustomNavDropdown items={item.child ?? []} open={open} onOpenChange={setOpen}>
        {trigger()}
      </CustomNavDropdown>
    </Suspense>
  );
}

/** The configurable navigation of the desktop header (spec 2.2); entries with children open on hover. */
export function CustomNav({ linkClassName, shown }: { linkClassName?: string; shown: readonly string[] }) {
  return useCustomEntries(shown).map((item) =>
    item.child?.length ? <NavEntryWithChildren key={item.id} item={item} className={linkClassName} /> : <NavItemLink key={item.id} item={item} className={linkClassName} />,
  );
}
