import { CURRENCIES, LOCALES, type CurrencyCode, type LocaleCode } from '@threadway/contracts';
import { App, Button, Popover, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { applyPreferences } from '../../../lib/preferences-sync';
import { useSession } from '../../../lib/session';
import { useCurrencies } from '../api/useCurrencies';
import styles from './PreferencesSelector.module.css';

const languageOptions = LOCALES.map((l) => ({ value: l.code, label: l.name }));

interface Props {
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The language and display currency popup with Save (spec 2.2), loaded the first time it is
 * opened. Saving applies both, stores them locally and, when signed in, on the server, then
 * reloads the page so every screen picks them up.
 */
export default function PreferencesPopover({ open, setOpen, children }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const prefs = usePreferences();
  const session = useSession();
  const [locale, setLocale] = useState<LocaleCode>(prefs.locale);
  const [currency, setCurrency] = useState<CurrencyCode>(prefs.currency);
  const [saving, setSaving] = useState(false);
  const rates = useCurrencies(open && Boolean(session));

  const onOpenChange = (next: boolean) => {
    if (saving) return;
    setOpen(next);
    if (next) {
      setLocale(prefs.locale);
      setCurrency(prefs.currency);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await applyPreferences({ locale, currency });
      window.location.reload();
    } catch {
      setSaving(false);
      void message.error(t('preferences.failed'));
    }
  };

  const currencyOptions = CURRENCIES.map((c) => {
    const rate = rates.data?.find((r) => r.code === c.code)?.rate;
    return {
      value: c.code,
      label: (
        <span className={styles.option}>
          <span>{`${c.code} ${c.symbol}`}</span>
          {rate && c.code !== 'USD' && <span className={styles.rate}>{t('preferences.rate', { rate })}</span>}
        </span>
      ),
    };
  });

  const content = (
    <div className={styles.panel}>
      <div className={styles.field}>
        <span className={styles.label}>{t('preferences.language')}</span>
        <Select data-testid="preferences-language" aria-label={t('preferences.language')} value={locale} onChange={setLocale} options={languageOptions} showSearch={{ optionFilterProp: 'label' }} />
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{t('preferences.currency')}</span>
        <Select data-testid="preferences-currency" aria-label={t('preferences.currency')} value={currency} onChange={setCurrency} options={currencyOptions} />
      </div>
      <Button data-testid="preferences-save" type="primary" block loading={saving} onClick={() => void save()}>
        {t('actions.save')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} title={t('preferences.title')} trigger="click" open={open} onOpenChange={onOpenChange} placement="bottomRight">
      {children}
    </Popover>
  );
}
