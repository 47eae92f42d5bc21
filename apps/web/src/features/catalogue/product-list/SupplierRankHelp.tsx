import { SUPPLIER_RANKS } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import { HoverTooltip } from '../../../components/HoverTooltip';
import styles from './ProductList.module.css';

/** What ranks A, B and C mean (spec 9), as a tooltip beside the filter or the product's rank; its code is fetched when first hovered or focused. */
export function SupplierRankHelp() {
  const { t } = useTranslation('catalogue');
  const explanation = (
    <div className={styles.rankHelp}>
      <strong>{t('rank.helpTitle')}</strong>
      {SUPPLIER_RANKS.map((rank) => (
        <span key={rank}>
          <b>{rank}</b> · {t(`rank.help${rank}`)}
        </span>
      ))}
    </div>
  );
  return (
    <HoverTooltip title={explanation}>
      {/* A '?' in a ring, as Ant Design's QuestionCircleOutlined draws it, without another icon module in the first load. */}
      <span role="img" className={styles.helpIcon} aria-label={t('rank.helpTitle')} data-testid="rank-help" tabIndex={0}>
        ?
      </span>
    </HoverTooltip>
  );
}
