import { DesktopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 2.2: "Editing product information is possible only on desktop" — a phone gets this instead of the form. */
export function DesktopOnly({ backTo }: { backTo: string }) {
  const { t } = useTranslation('listingEditor');
  return (
    <div data-testid="listing-desktop-only">
      <Result
      icon={<DesktopOutlined />}
      title={t('desktopOnly.title')}
      subTitle={t('desktopOnly.text')}
      extra={
        <Link to={backTo}>
          <Button type="primary">{t('desktopOnly.back')}</Button>
        </Link>
      }
      />
    </div>
  );
}
