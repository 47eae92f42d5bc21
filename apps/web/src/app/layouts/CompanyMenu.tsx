import { DownOutlined } from '@ant-design/icons';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedOnce } from '../../components/useLoadedOnce';
import { COMPANY_MENU, type NavEntry } from './nav';
import styles from './shell.module.css';

const CompanyMenuDropdown = lazy(() => import('./CompanyMenuDropdown'));

/** The header's 'Company' entry; its dropdown (Ant Design's menu and popup code) is fetched when first pointed at or focused. */
export function CompanyMenu({ entries }: { entries: NavEntry[] }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const loaded = useLoadedOnce(wanted);
  const want = () => setWanted(true);
  const trigger = (
    <span className={styles.navLink} tabIndex={0} onMouseEnter={want} onFocus={want} onClick={want}>
      {t(COMPANY_MENU.label)} <DownOutlined className={styles.caret} />
    </span>
  );
  if (!loaded) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CompanyMenuDropdown entries={entries} openAtOnce>
        {trigger}
      </CompanyMenuDropdown>
    </Suspense>
  );
}
