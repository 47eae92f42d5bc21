import { GoogleOutlined } from '@ant-design/icons';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { startSocialSignIn, useSocialProviders } from '../api/social';

/** 'or' and Continue with Google, when the server offers it (spec 2.6, third-party sign-in). */
export function SocialButtons() {
  const { t } = useTranslation('accounts');
  const { data } = useSocialProviders();
  if (!data?.providers.includes('google')) return null;
  return (
    <>
      <Divider plain>{t('social.or')}</Divider>
      <Button block size="large" icon={<GoogleOutlined />} data-testid="social-google" onClick={() => startSocialSignIn('google')}>
        {t('social.continueWithGoogle')}
      </Button>
    </>
  );
}
