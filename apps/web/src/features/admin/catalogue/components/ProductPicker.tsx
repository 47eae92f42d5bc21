import type { AdminProductRow } from '@threadway/contracts';
import { Select, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../api/products';
import { Thumb } from './Thumb';

/** Which identifier of a product the picker's value holds: the database id, or the kkProductId coupons name products by. */
type ProductKey = 'id' | 'kkProductId';
type Key<K extends ProductKey> = AdminProductRow[K];

interface Props<K extends ProductKey> {
  by?: K;
  value?: Key<K>[];
  onChange?: (ids: Key<K>[]) => void;
  /** Products already in the list, left out of the choices. */
  exclude?: readonly Key<K>[];
  'data-testid'?: string;
}

/** Chooses products by name, item no or kkProductId, searched on the server as one types. */
export function ProductPicker<K extends ProductKey = 'id'>({ by = 'id' as K, value = [], onChange, exclude = [], ...rest }: Props<K>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const labels = useRef(new Map<Key<K>, string>());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const products = useProducts({ search: search || undefined, pageNumber: 1, pageSize: 20 });
  const found = (products.data?.list ?? []).filter((p) => !exclude.includes(p[by]));
  for (const p of found) labels.current.set(p[by], `${p.name} · ${p.itemNo}`);

  return (
    <Select<Key<K>[]>
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      loading={products.isFetching}
      placeholder={t('admin:catalogue.common.pickProducts')}
      notFoundContent={products.isFetching ? null : t('admin:catalogue.common.noProducts')}
      options={[
        ...found.map((p) => ({ value: p[by], label: labels.current.get(p[by])!, product: p })),
        ...value.filter((id) => !found.some((p) => p[by] === id)).map((id) => ({ value: id, label: labels.current.get(id) ?? `#${id}` })),
      ]}
      optionRender={(option) => {
        const product = (option.data as { product?: (typeof found)[number] }).product;
        return product ? (
          <Space>
            <Thumb src={product.mainImageUrl} />
            <span>
              <div>{product.name}</div>
              <small className="tw-admin-mono" style={{ opacity: 0.6 }}>
                {product.itemNo} · {product.kkProductId}
              </small>
            </span>
          </Space>
        ) : (
          option.label
        );
      }}
      style={{ width: '100%' }}
      data-testid={rest['data-testid']}
    />
  );
}
