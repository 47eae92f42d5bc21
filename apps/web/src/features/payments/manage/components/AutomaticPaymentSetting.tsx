import { App, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api-client';
import { useAutomaticPayment, useSetAutomaticPayment } from '../api/wallet';
import styles from './WalletPanels.module.css';

/** Settings: automatic payment, which needs an enabled payment method on file (spec 6). */
export function AutomaticPaymentSetting() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const setting = useAutomaticPayment();
  const change = useSetAutomaticPayment();
  const toggle = async (on: boolean) => {
    try {
      message.success((await change.mutateAsync(on)).message);
    } catch (error) {
      message.error(error instanceof ApiError ? error.message : t('errors.generic'));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="wallet-settings-title">
      <h2 id="wallet-settings-title">{t('settings.title')}</h2>
      <div className={styles.setting}>
        <div>
          <strong id="automatic-payment-label">{t('settings.automaticPayment')}</strong>
          <p className={styles.muted}>{t('settings.automaticPaymentHint')}</p>
        </div>
        <Switch
          checked={setting.data ?? false}
          loading={setting.isLoading || change.isPending}
          onChange={(on) => void toggle(on)}
          aria-labelledby="automatic-payment-label"
          data-testid="automatic-payment"
        />
      </div>
    </section>
  );
}
