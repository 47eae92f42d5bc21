import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './NotFoundPage.module.css';

/** React Router keeps the position in its history stack; 0 means this tab opened on an unknown page. */
const canGoBack = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

/** 404 page (spec 2.2): the server's own message, and Go Back (or the mall without history). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('messages:errors.routeNotFound')}
        extra={
          <Button type="primary" size="large" onClick={() => (canGoBack() ? navigate(-1) : navigate('/mall'))}>
            {t('actions.goBack')}
          </Button>
        }
      />
    </div>
  );
}
