import { QuestionCircleOutlined } from '@ant-design/icons';
import { SUPPLIER_RANKS } from '@threadway/contracts';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './ProductList.module.css';

/** What ranks A, B and C mean (spec 9), as a tooltip beside the filter or the product's rank. */
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
    <Tooltip title={explanation}>
      <QuestionCircleOutlined className={styles.helpIcon} aria-label={t('rank.helpTitle')} data-testid="rank-help" tabIndex={0} />
    </Tooltip>
  );
}
