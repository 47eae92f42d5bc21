import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError, isHandledByShell } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useFollow } from '../api/explore';
import { useSignInFirst } from './useSignInFirst';

interface Props {
  influencer: string;
  following: boolean;
  size?: 'small' | 'middle';
  /** Icon only, for narrow cards on phones. */
  iconOnly?: boolean;
}

/** Follow / Following for sellers; a guest is sent to sign in first (spec 2.3, Explore). */
export function FollowButton({ influencer, following, size = 'small', iconOnly = false }: Props) {
  const { t } = useTranslation('discovery');
  const { message } = App.useApp();
  const session = useSession();
  const signInFirst = useSignInFirst();
  const follow = useFollow();

  const toggle = () => {
    if (!session) return signInFirst();
    follow.mutate(
      { influencer, follow: !following },
      {
        onError: (error) => {
          // The shell already answers 401 (sign in again), 426 and 429.
          if (isHandledByShell(error)) return;
          void message.error(error instanceof ApiError && error.status !== 0 ? error.message : t('explore.followFailed'));
        },
      },
    );
  };

  const label = following ? t('explore.following') : t('explore.follow');
  return (
    <Button
      size={size}
      shape={iconOnly ? 'circle' : 'round'}
      type={following ? 'default' : 'primary'}
      icon={following ? <CheckOutlined /> : <PlusOutlined />}
      loading={follow.isPending}
      onClick={toggle}
      aria-pressed={following}
      aria-label={label}
      title={iconOnly ? label : undefined}
      data-testid="follow-button"
    >
      {iconOnly ? null : label}
    </Button>
  );
}
