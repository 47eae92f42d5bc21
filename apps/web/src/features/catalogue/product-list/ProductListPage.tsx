import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { useLoadedOnce } from '../../../components/useLoadedOnce';
import { usePreferences } from '../../../lib/preferences';
import { categoryTrail, useCategoryTree } from '../api/categories';
import { FilterPanel } from './FilterPanel';
import { FiltersButton } from './FiltersButton';
import { readFilters, toProductQuery, writeFilters, type ListFilters } from './list-query';
import styles from './ProductList.module.css';
import { DesktopResults, MobileResults } from './Results';
import { SortBar } from './SortBar';

// Not in the page's first load: the chips (Ant Design's Tag) only once a filter or search is on, the phones' drawer once opened.
const ActiveFilters = lazy(async () => ({ default: (await import('./ActiveFilters')).ActiveFilters }));
const FilterDrawer = lazy(() => import('./FilterDrawer'));

const countActive = (f: ListFilters) => f.warehouses.length + f.ranks.length + f.fabrics.length + (f.minPrice !== null || f.maxPrice !== null ? 1 : 0) + (f.minInventory !== null ? 1 : 0);

/**
 * Product list / in-stock search (spec 2.3): /product-list, /product-list/:menu and
 * /product-list/:menu/:param, where the most specific segment is a category url. Every filter
 * is kept in the URL query, so links, reload and Back show the same list.
 */
export default function ProductListPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { menu, param } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const { currencyRate } = usePreferences();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerLoaded = useLoadedOnce(drawerOpen);
  const tree = useCategoryTree();

  const categoryUrl = param ?? menu ?? null;
  const filters = readFilters(params);
  const query = toProductQuery(filters, categoryUrl, currencyRate);
  const trail = categoryUrl ? categoryTrail(tree.data ?? [], categoryUrl) : [];
  const title = filters.search ? t('list.resultsFor', { search: filters.search }) : (trail.at(-1)?.name ?? t('list.title'));

  useEffect(() => {
    document.title = `${title} | ${t('common:brand.name')}`;
  }, [title, t]);

  const href = (path: string, next: ListFilters) => {
    const qs = writeFilters(next).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const go = (path: string, next: ListFilters) => navigate(href(path, next));
  const path = categoryUrl ? `/product-list/${[menu, param].filter(Boolean).join('/')}` : '/product-list';
  const update = (patch: Partial<ListFilters>) => go(path, { ...filters, page: 1, ...patch });
  // The page links navigate themselves; going to another page starts at its top.
  const pageHref = (page: number) => href(path, { ...filters, page });
  const toTop = () => window.scrollTo({ top: 0 });
  // Picking a category changes it in place, keeping the other filters (spec 2.2).
  const setCategory = (url: string | null) => go(url ? `/product-list/${url}` : '/product-list', { ...filters, fabrics: [], page: 1 });
  const clearAll = () => go(path, readFilters(new URLSearchParams()));

  const panel = <FilterPanel filters={filters} categoryUrl={categoryUrl} onChange={update} onCategory={setCategory} />;
  const active = countActive(filters);

  return (
    <div className={styles.page}>
      <Breadcrumbs
        className={styles.breadcrumb}
        items={[
          <Link to="/mall">{t('list.home')}</Link>,
          trail.length > 0 ? <Link to="/product-list">{t('list.title')}</Link> : t('list.title'),
          ...trail.map((node, i) => (i === trail.length - 1 ? node.name : <Link to={`/product-list/${node.categoryUrl}`}>{node.name}</Link>)),
        ]}
      />
      <div className={styles.layout}>
        {desktop && <aside className={styles.sidebar}>{panel}</aside>}
        <section className={styles.results}>
          <header className={styles.head}>
            <h1 className={styles.title} data-testid="list-title">
              {title}
            </h1>
            <div className={styles.toolbar}>
              {!desktop && <FiltersButton active={active} onOpen={() => setDrawerOpen(true)} />}
              <SortBar value={filters.sort} onChange={(sort) => update({ sort })} compact={!desktop} />
            </div>
          </header>
          {(active > 0 || filters.search) && (
            <Suspense fallback={null}>
              <ActiveFilters filters={filters} onChange={update} onClear={clearAll} />
            </Suspense>
          )}
          {desktop ? (
            <DesktopResults query={query} filters={filters} pageHref={pageHref} onPage={toTop} onSearch={(search) => update({ search })} />
          ) : (
            <MobileResults query={query} filters={filters} onSearch={(search) => update({ search })} />
          )}
        </section>
      </div>
      {!desktop && drawerLoaded && (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {panel}
          </FilterDrawer>
        </Suspense>
      )}
    </div>
  );
}
