import { CheckCircleFilled } from '@ant-design/icons';
import { avatarLetter } from '@threadway/contracts';
import { useTranslation } from 'react-i18next';
import styles from './AvatarLetter.module.css';

/**
 * The first letter of the user name, with a small check when the buyer is verified. Plain
 * markup styled like Ant Design's Avatar and Badge: it sits in every header, and those two
 * components (with the tooltip and popover code they bring) would weigh on every first load.
 */
export function AvatarLetter({ name, verified = false, size = 32 }: { name: string; verified?: boolean; size?: number }) {
  const { t } = useTranslation();
  const avatar = (
    <span className={styles.avatar} data-testid="avatar-letter" style={{ width: size, height: size, background: '#f59e0b', color: '#111827', fontWeight: 600 }}>
      <span>{avatarLetter(name)}</span>
    </span>
  );
  if (!verified) return avatar;
  return (
    <span className={styles.badge}>
      {avatar}
      <CheckCircleFilled
        data-testid="verified-badge"
        aria-label={t('user.verified')}
        className={styles.check}
        style={{ marginTop: size - 6, insetInlineEnd: 4, color: '#16a34a', background: '#fff', borderRadius: '50%', fontSize: 14 }}
      />
    </span>
  );
}
