import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './ProductDetail.module.css';

/** An unknown or withdrawn product: 'This product is not available.' with a way back (spec 8). */
export function NotAvailable({ message }: { message: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <div className={styles.notAvailable} data-testid="product-not-available">
      <Result
        status="404"
        title={message}
        subTitle={t('detail.notAvailableHint')}
        extra={
          <Button type="primary" size="large" onClick={() => navigate('/product-list')} data-testid="back-to-products">
            {t('detail.backToProducts')}
          </Button>
        }
      />
    </div>
  );
}
