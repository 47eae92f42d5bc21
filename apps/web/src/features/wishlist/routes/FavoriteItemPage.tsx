import { batchListingRefusal, WISHLIST_PRODUCT_TYPES, type WishlistProductType } from '@threadway/contracts';
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Empty, Input, Pagination, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsDesktop } from '../../../components/useIsDesktop';
import { ApiError } from '../../../lib/api-client';
import { useDeleteWishlistItems, useWishlist, type WishlistFilter } from '../api/wishlist';
import { WishlistCards } from '../components/WishlistCards';
import { WishlistTable } from '../components/WishlistTable';
import type { ListToStoreSlots } from '../list-to-store-slots';
import styles from './FavoriteItemPage.module.css';

const PAGE_SIZE = 10;

/**
 * /publish/productList, 'Favorite Item' (spec 2.5): the seller's saved products with search and
 * product type, delete one or a selection, list one to a store or a selection in a batch.
 * Selection is of the page shown: it is cleared when the page or the filters change.
 */
export default function FavoriteItemPage({ ListOne, ListSelection }: ListToStoreSlots) {
  const { t } = useTranslation('wishlist');
  const { message, modal } = App.useApp();
  const desktop = useIsDesktop();
  const [filter, setFilter] = useState<WishlistFilter>({});
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const wishlist = useWishlist(filter, pageNumber, PAGE_SIZE);
  const deletion = useDeleteWishlistItems();
  const items = wishlist.data?.list ?? [];
  const total = wishlist.data?.total ?? 0;

  // Deleting the last items of the last page: show the page before.
  useEffect(() => {
    if (wishlist.data && items.length === 0 && pageNumber > 1) setPageNumber(Math.max(1, Math.ceil(total / PAGE_SIZE)));
  }, [wishlist.data, items.length, pageNumber, total]);

  const change = (next: WishlistFilter) => {
    setSelected([]);
    setPageNumber(1);
    setFilter({ ...filter, ...next });
  };
  const remove = async (kkProductIds: string[]) => {
    try {
      void message.success((await deletion.mutateAsync(kkProductIds)).message);
      setSelected((current) => current.filter((id) => !kkProductIds.includes(id)));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) void message.error(error instanceof ApiError ? error.message : t('failed'));
    }
  };
  const removeSelected = () => {
    if (selected.length === 0) return void message.warning(t('messages:wishlist.selectProductFirst'));
    modal.confirm({
      title: t('confirm.deleteMany', { count: selected.length }),
      okText: t('actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'wishlist-delete-selected-confirm' } as never,
      cancelText: t('actions.cancel'),
      onOk: () => remove(selected),
    });
  };
  const refusal = batchListingRefusal(items.filter((item) => selected.includes(item.kkProductId)));
  const filtered = Boolean(filter.keyword || filter.productType);
  const List = desktop ? WishlistTable : WishlistCards;

  return (
    <div className={styles.page} data-testid="favorite-item-page">
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.filters}>
        <Input.Search
          className={styles.search}
          allowClear
          maxLength={200}
          placeholder={t('filters.keyword')}
          onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          data-testid="wishlist-keyword"
        />
        <Select<WishlistProductType | ''>
          className={styles.type}
          value={filter.productType ?? ''}
          onChange={(productType) => change({ productType: productType || undefined })}
          options={[{ value: '', label: t('filters.allTypes') }, ...WISHLIST_PRODUCT_TYPES.map((type) => ({ value: type, label: t(`productType.${type}`) }))]}
          aria-label={t('columns.productType')}
          data-testid="wishlist-type"
        />
      </div>
      <div className={styles.toolbar}>
        {/* The table's header selects all on desktop; cards have no header. */}
        {!desktop && (
          <Checkbox
            className={styles.selectAll}
            checked={items.length > 0 && selected.length === items.length}
            indeterminate={selected.length > 0 && selected.length < items.length}
            disabled={items.length === 0}
            onChange={(e) => setSelected(e.target.checked ? items.map((item) => item.kkProductId) : [])}
            data-testid="wishlist-select-all"
          >
            {t('actions.selectAll')}
          </Checkbox>
        )}
        <ListSelection kkProductIds={selected} refusal={refusal && t(`messages:${refusal}`)} />
        <Button danger icon={<DeleteOutlined />} loading={deletion.isPending} onClick={removeSelected} data-testid="wishlist-delete-selected">
          {t('actions.deleteSelected')}
        </Button>
        {selected.length > 0 && <span className={styles.muted}>{t('selected', { count: selected.length })}</span>}
      </div>
      {wishlist.isError && <Alert type="error" showIcon title={t('loadFailed')} action={<Button onClick={() => void wishlist.refetch()}>{t('retry')}</Button>} />}
      {wishlist.data && items.length === 0 && pageNumber === 1 ? (
        <Empty description={filtered ? t('empty.filtered') : t('empty.none')} data-testid="wishlist-empty">
          {!filtered && (
            <Link to="/product-list">
              <Button type="primary">{t('empty.browse')}</Button>
            </Link>
          )}
        </Empty>
      ) : (
        <List items={items} loading={wishlist.isFetching && !wishlist.data} selected={selected} onSelect={setSelected} onDelete={remove} ListOne={ListOne} />
      )}
      <Pagination
        className={styles.pager}
        current={pageNumber}
        pageSize={PAGE_SIZE}
        total={total}
        hideOnSinglePage
        showSizeChanger={false}
        simple={!desktop}
        onChange={(page) => {
          setSelected([]);
          setPageNumber(page);
        }}
      />
    </div>
  );
}
