import { RightOutlined } from '@ant-design/icons';
import { PRODUCT_SORTS, type CategoryNode, type ProductSort } from '@threadway/contracts';
import { Empty, Pagination, Result, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProductGrid } from '../../../../components/product/ProductGrid';
import { useSession } from '../../../../lib/session';
import { useCategoryTree } from '../../api/categories';
import { useProductPage } from '../../api/products';
import { GuestLimit } from '../../product-list/GuestLimit';
import { categoryListPath, findCategory } from '../category-links';
import styles from './category-detail.module.css';

const PAGE_SIZE = 30;
const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const isSort = (value: string | null): value is ProductSort => (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

type Update = (changes: Record<string, string | null>) => void;

/** The chosen category's products: sort, grid, pages, and where a guest's list stops. */
function CategoryProducts({ category, title, update }: { category: CategoryNode; title: string; update: Update }) {
  const { t } = useTranslation('mall');
  const session = useSession();
  const [params] = useSearchParams();
  const page = positive(params.get('page')) ?? 1;
  const sort = params.get('sort');
  const sortType: ProductSort = isSort(sort) ? sort : 'recommended';
  const products = useProductPage({ categoryId: category.categoryId, sortType }, page, PAGE_SIZE);
  const data = products.data;

  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.toolbarTitle}>
          {title}
          {data && <small className={styles.count}>{t('categories.styles', { count: data.total })}</small>}
        </span>
        <Select
          value={sortType}
          onChange={(value) => update({ sort: value === 'recommended' ? null : value, page: null })}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          className={styles.sort}
          aria-label={t('sort.label')}
          data-testid="category-sort"
        />
      </div>
      {products.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : products.isError ? (
        <Result status="warning" title={products.error.message} />
      ) : data && data.list.length > 0 ? (
        <>
          <ProductGrid products={data.list} columns={5} />
          {data.total > PAGE_SIZE && (
            <Pagination className={styles.pager} current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(next) => update({ page: next === 1 ? null : String(next) })} />
          )}
          {/* A guest's total stops at the guest limit: the last page invites them to register. */}
          {data.limitedForGuest && !session && page * PAGE_SIZE >= data.total && <GuestLimit />}
        </>
      ) : (
        <Empty description={t('messages:errors.noProductFound')} />
      )}
    </>
  );
}

/**
 * /mall/category-detail and /commodity/category-detail (spec 2.1): a second-level category with
 * its third-level categories as pictures and its products. Choosing a third-level category,
 * a sort or a page changes the address in place.
 */
export default function CategoryDetailPage() {
  const { t } = useTranslation('mall');
  const [params, setParams] = useSearchParams();
  const tree = useCategoryTree();
  const secondId = positive(params.get('secondCategoryId'));
  const thirdId = positive(params.get('thirdCategoryId'));
  const found = secondId && tree.data ? findCategory(tree.data, secondId) : null;
  const category = found?.category;
  const third = category?.childList.find((c) => c.categoryId === thirdId);

  const update: Update = (changes) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  if (tree.isPending) return <Skeleton active className={styles.page} />;
  if (!found || !category) return <Result status="404" title={t('messages:errors.categoryNotFound')} extra={<Link to="/mall">{t('categories.backToMall')}</Link>} />;

  return (
    <div className={styles.page} data-testid="category-detail">
      <nav className={styles.crumbs} aria-label={t('categories.breadcrumb')}>
        <Link to="/mall">{t('categories.home')}</Link>
        {found.parents.map((parent) => (
          <span key={parent.categoryId}>
            <RightOutlined className={styles.crumbSep} />
            <Link to={categoryListPath(parent)}>{parent.name}</Link>
          </span>
        ))}
        <RightOutlined className={styles.crumbSep} />
        <span aria-current="page">{category.name}</span>
      </nav>

      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title} data-testid="category-title">
            {category.name}
          </h1>
          <Link to={categoryListPath(third ?? category)} className={styles.heroLink}>
            {t('categories.filterAll')} <RightOutlined />
          </Link>
        </div>
        {category.imgUrl && <img className={styles.heroImage} src={category.imgUrl} alt="" />}
      </header>

      {category.childList.length > 0 && (
        <div className={styles.children} role="tablist" aria-label={t('categories.subcategories')}>
          {[null, ...category.childList].map((child) => {
            const selected = (child?.categoryId ?? null) === (third?.categoryId ?? null);
            const picture = (child ?? category).imgUrl;
            return (
              <button
                key={child?.categoryId ?? 'all'}
                type="button"
                role="tab"
                aria-selected={selected}
                className={`${styles.child} ${selected ? styles.childSelected : ''}`}
                data-testid="category-child"
                onClick={() => update({ thirdCategoryId: child ? String(child.categoryId) : null, page: null })}
              >
                <span className={styles.childImage}>{picture && <img src={picture} alt="" loading="lazy" />}</span>
                <span className={styles.childName}>{child ? child.name : t('categories.allOf')}</span>
              </button>
            );
          })}
        </div>
      )}

      <CategoryProducts category={third ?? category} title={(third ?? category).name} update={update} />
    </div>
  );
}
