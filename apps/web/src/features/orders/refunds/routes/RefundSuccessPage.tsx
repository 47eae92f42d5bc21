import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

/** /order/success (spec 2.5 refund success): 'Submitted Successfully', 'Waiting for Review', Back, Check After Sales. */
export default function RefundSuccessPage() {
  const { t } = useTranslation('refunds');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const kkOrderId = params.get('kkOrderId');
  return (
    <Result
      status="success"
      title={<span data-testid="refund-submitted">{t('success.title')}</span>}
      subTitle={
        <>
          <strong>{t('success.subtitle')}</strong>
          <div>{t('success.timing')}</div>
        </>
      }
      extra={[
        <Button key="back" onClick={() => void navigate(kkOrderId ? `/order/details?kkOrderId=${encodeURIComponent(kkOrderId)}` : '/order/list')} data-testid="refund-success-back">
          {t('success.back')}
        </Button>,
        <Button key="after-sales" type="primary" onClick={() => void navigate(id ? `/order/after-sales-order?id=${id}` : '/order/sales')} data-testid="refund-check-after-sales">
          {t('success.checkAfterSales')}
        </Button>,
      ]}
    />
  );
}
