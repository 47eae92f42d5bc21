import type { ProductDetail } from '@threadway/contracts';
import { Suspense, lazy, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import styles from './ProductDetail.module.css';

const RETURN_RULES = ['window', 'defects', 'usage', 'tracking', 'missing', 'refund', 'fee', 'support'] as const;
const Attributes = lazy(async () => ({ default: (await import('./ProductTabPanels')).Attributes }));
const Shipping = lazy(async () => ({ default: (await import('./ProductTabPanels')).Shipping }));
const TABS = ['description', 'attributes', 'returns', 'shipping'] as const;
type Tab = (typeof TABS)[number];

function Returns() {
  const { t } = useTranslation('catalogue');
  return (
    <div className={styles.policy}>
      <ul>
        {RETURN_RULES.map((rule) => (
          <li key={rule}>{t(`policy.returns.${rule}`)}</li>
        ))}
      </ul>
    </div>
  );
}


/**
 * Description, product attributes, return & refund policy and shipping (spec 2.3, 9): tabs of
 * plain buttons drawn like Ant Design's Tabs (arrow keys move between them, as the WAI-ARIA tabs
 * pattern has it); the attributes' and shipping times' tables load when their tab is opened.
 */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  const [tab, setTab] = useState<Tab>('description');
  const labels: Record<Tab, string> = { description: t('detail.description'), attributes: t('detail.attributes'), returns: t('detail.returns'), shipping: t('detail.shipping') };
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TABS.length, End: TABS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = TABS[Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + step * rtl))]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" className={styles.tabList} onKeyDown={move}>
        {TABS.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-tab-${key}`}
            aria-selected={key === tab}
            aria-controls={`${id}-panel`}
            tabIndex={key === tab ? 0 : -1}
            className={`${styles.tab} ${key === tab ? styles.tabActive : ''}`}
            onClick={() => setTab(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} tabIndex={0} className={styles.tabPanel}>
        {tab === 'description' && <p className={styles.description}>{product.description || t('detail.noDescription')}</p>}
        {tab === 'returns' && <Returns />}
        <Suspense fallback={<LineSkeleton rows={4} />}>
          {tab === 'attributes' && <Attributes attributes={product.attributes} />}
          {tab === 'shipping' && <Shipping />}
        </Suspense>
      </div>
    </div>
  );
}
