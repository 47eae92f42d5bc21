import { ORDER_EMAIL_KINDS } from '@threadway/contracts/notifications/order-notices';
import { App, Card, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOrderEmailSettings, useSaveOrderEmail } from './api';
import styles from './order-emails.module.css';

/**
 * Account settings: one switch per order e-mail kind. Station letters under the bell always
 * come, so the card says so instead of offering a switch for them.
 */
export function OrderEmailSettings() {
  const { t } = useTranslation('notifications');
  const { message } = App.useApp();
  const settings = useOrderEmailSettings();
  const save = useSaveOrderEmail();
  return (
    <Card title={<h2 className={styles.title}>{t('emails.title')}</h2>} data-testid="order-email-settings">
      <p className={styles.intro}>{t('emails.intro')}</p>
      {settings.data ? (
        <ul className={styles.rows}>
          {ORDER_EMAIL_KINDS.map((kind) => (
            <li key={kind} className={styles.row}>
              <label htmlFor={`order-email-${kind}`} className={styles.label}>
                {t(`emails.kinds.${kind}`)}
              </label>
              <Switch
                id={`order-email-${kind}`}
                checked={settings.data[kind]}
                loading={save.isPending && save.variables?.[kind] !== undefined}
                onChange={(on) =>
                  save.mutate(
                    { [kind]: on },
                    { onSuccess: () => void message.success(t('emails.saved')), onError: () => void message.error(t('emails.failed')) },
                  )
                }
                data-testid={`order-email-${kind}`}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
