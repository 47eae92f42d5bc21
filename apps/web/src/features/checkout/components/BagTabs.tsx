import { WAREHOUSES, warehouseCountry, type Address, type BagGroup } from '@threadway/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPopup } from '../../../components/controls/ConfirmPopup';
import controls from '../../../components/controls/Controls.module.css';
import { Notice } from '../../../components/controls/Notice';
import { Tabs } from '../../../components/controls/Tabs';
import type { BagItem } from '../model/bag-item';
import { checkableKeys, productKey, productUnavailable } from '../model/bag-selection';
import { BagProductCard } from './BagProductCard';
import styles from './BagTabs.module.css';

interface Props {
  groups: BagGroup<BagItem>[];
  activeTab: string;
  onTab: (warehouseCode: string) => void;
  checked: ReadonlySet<string>;
  /** Checks or unchecks products of one group (the page handles the warehouse conflict). */
  onCheck: (group: BagGroup<BagItem>, keys: string[], on: boolean) => void;
  onDelete: (ids: number[]) => Promise<unknown>;
  address: Address | null;
  numOf: (item: BagItem) => number;
  setNum: (item: BagItem, num: number) => void;
  priceOf: (item: BagItem) => number;
}

/** Domestic-only warehouses (US, GB, DE) cannot ship abroad (spec 5). */
const deliversTo = (warehouseCode: string, countryCode: string): boolean => {
  const warehouse = WAREHOUSES.find((w) => w.code === warehouseCode);
  return !warehouse?.domesticOnly || warehouse.country === countryCode;
};

/** Shopping Bag: a tab per warehouse with its count (plain tabs, decision 0034), tips, Select All and batch Delete (spec 2.4). */
export function BagTabs({ groups, activeTab, onTab, checked, onCheck, onDelete, address, numOf, setNum, priceOf }: Props) {
  const { t } = useTranslation('checkout');

  const tab = (group: BagGroup<BagItem>) => {
    const keys = checkableKeys(group);
    const allChecked = keys.length > 0 && keys.every((k) => checked.has(k));
    const checkedIds = group.products.filter((p) => checked.has(productKey(group.warehouseCode, p.kkProductId))).flatMap((p) => p.colours.flatMap((c) => c.sizes.map((s) => s.id)));
    return (
      <div className={styles.tab}>
        {address && !deliversTo(group.warehouseCode, address.countryCode) && <Notice type="warning" title={t('bag.cannotDeliver')} data-testid="cannot-deliver" />}
        <div className={styles.toolbar}>
          <label className={controls.check}>
            <input type="checkbox" checked={allChecked} disabled={keys.length === 0} onChange={(e) => onCheck(group, keys, e.target.checked)} data-testid="select-all" />
            {t('bag.selectAll')}
          </label>
          <ConfirmPopup title={t('bag.batchDeleteConfirm')} okText={t('actions.delete')} cancelText={t('actions.cancel')} onConfirm={() => onDelete(checkedIds)}>
            <Button size="small" disabled={checkedIds.length === 0}>
              {t('actions.delete')}
            </Button>
          </ConfirmPopup>
        </div>
        {group.products.map((product) => {
          const key = productKey(group.warehouseCode, product.kkProductId);
          return (
            <BagProductCard
              key={key}
              product={product}
              checked={checked.has(key)}
              disabled={productUnavailable(product)}
              onCheck={(on) => onCheck(group, [key], on)}
              onDelete={() => onDelete(product.colours.flatMap((c) => c.sizes.map((s) => s.id)))}
              numOf={numOf}
              setNum={setNum}
              priceOf={priceOf}
            />
          );
        })}
      </div>
    );
  };

  return (
    <section className={styles.bag} data-testid="shopping-bag">
      <h2>{t('bag.title')}</h2>
      {groups.length > 1 && <Notice type="info" title={t('bag.multipleWarehouses', { count: groups.length })} data-testid="warehouse-tip" />}
      <Tabs
        tabs={groups.map((group) => ({ key: group.warehouseCode, label: t('bag.tab', { country: group.items[0]?.warehouseName ?? warehouseCountry(group.warehouseCode), count: group.items.length }) }))}
        active={activeTab}
        onChange={onTab}
      >
        {groups.filter((group) => group.warehouseCode === activeTab).map(tab)}
      </Tabs>
    </section>
  );
}
