import type { ProductDetail } from '@threadway/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineSkeleton } from '../../../components/controls/Skeleton';
import { Tabs } from '../../../components/controls/Tabs';
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
  const [tab, setTab] = useState<Tab>('description');
  const labels: Record<Tab, string> = { description: t('detail.description'), attributes: t('detail.attributes'), returns: t('detail.returns'), shipping: t('detail.shipping') };
  return (
    <div className={styles.tabs}>
      <Tabs tabs={TABS.map((key) => ({ key, label: labels[key] }))} active={tab} onChange={setTab}>
        {tab === 'description' && <p className={styles.description}>{product.description || t('detail.noDescription')}</p>}
        {tab === 'returns' && <Returns />}
        <Suspense fallback={<LineSkeleton rows={4} />}>
          {tab === 'attributes' && <Attributes attributes={product.attributes} />}
          {tab === 'shipping' && <Shipping />}
        </Suspense>
      </Tabs>
    </div>
  );
}
