import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LOCALES } from '@threadway/contracts';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadedOnce } from '../../../components/useLoadedOnce';
import { usePreferences } from '../../../lib/preferences';
import styles from './PreferencesSelector.module.css';

const PreferencesPopover = lazy(() => import('./PreferencesPopover'));

/** The header's language and currency button (spec 2.2); its popup's code is fetched on the first click. */
export function PreferencesSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const prefs = usePreferences();
  const [open, setOpen] = useState(false);
  const loaded = useLoadedOnce(open);
  const localeName = LOCALES.find((l) => l.code === prefs.locale)?.name ?? prefs.locale;
  const trigger = (onClick?: () => void) => (
    // Compact, it shows only the currency: 'Language & currency' is read before it (an aria-label would hide the currency).
    <Button type="text" data-testid="preferences-trigger" className={styles.trigger} onClick={onClick}>
      {compact && <span className="tw-sr-only">{t('preferences.title')}</span>}
      <GlobalOutlined />
      {compact ? <span>{prefs.currency}</span> : <span>{`${localeName} · ${prefs.currency} ${prefs.currencySymbol}`}</span>}
      <DownOutlined className={styles.caret} />
    </Button>
  );
  if (!loaded) return trigger(() => setOpen(true));
  return (
    <Suspense fallback={trigger()}>
      <PreferencesPopover open={open} setOpen={setOpen}>
        {trigger()}
      </PreferencesPopover>
    </Suspense>
  );
}
