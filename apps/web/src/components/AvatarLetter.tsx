import { CheckCircleFilled } from '@ant-design/icons';
import { avatarLetter } from '@threadway/contracts';
import { Avatar, Badge } from 'antd';
import { useTranslation } from 'react-i18next';

/** The first letter of the user name, with a small check when the buyer is verified. */
export function AvatarLetter({ name, verified = false, size = 32 }: { name: string; verified?: boolean; size?: number }) {
  const { t } = useTranslation();
  const avatar = (
    <Avatar size={size} data-testid="avatar-letter" style={{ background: '#f59e0b', color: '#111827', fontWeight: 600 }}>
      {avatarLetter(name)}
    </Avatar>
  );
  if (!verified) return avatar;
  return (
    <Badge
      offset={[-4, size - 6]}
      count={<CheckCircleFilled data-testid="verified-badge" aria-label={t('user.verified')} style={{ color: '#16a34a', background: '#fff', borderRadius: '50%', fontSize: 14 }} />}
    >
      {avatar}
    </Badge>
  );
}
