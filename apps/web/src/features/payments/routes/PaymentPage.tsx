import { MAX_REMARK_LENGTH, PAYMENT_METHODS, type PaymentMethodCode } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Result, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useAttachmentOptions, useSavedAttachments } from '../api/attachments';
import { useCreditLine } from '../api/pay-later';
import { changeAddress, changeChannel, paymentOrderKey, usePaymentOrder } from '../api/payment-order';
import { useBalance } from '../api/payments';
import { AddressPanel } from '../components/AddressPanel';
import { useOnePageCard } from '../components/useOnePageCard';
import { CommonProblems } from '../components/CommonProblems';
import { CustomServices } from '../components/CustomServices';
import { DeliveryBlocks } from '../components/DeliveryBlocks';
import { OrderAddressDialog } from '../components/OrderAddressDialog';
import { OrderAmountBox } from '../components/OrderAmountBox';
import { OrderItems } from '../components/OrderItems';
import { PayLaterApplyDialog } from '../components/PayLaterApplyDialog';
import { PaymentMethods } from '../components/PaymentMethods';
import panel from '../../../components/Panel.module.css';
import { methodChoices } from '../model/methods';
import { rememberPaymentQuery, takePaymentQuery } from '../model/payment-return';
import { TopUpDialog } from '../manage/components/TopUpDialog';
import { savedChoice, type ServiceChoice } from '../model/services';
import styles from './PaymentPage.module.css';
import { usePayFlow } from './usePayFlow';

/** /mall/paymentPage?kkOrderId=&warehouseName=&weightTotal= (spec 2.4, 4, 5). */
export default function PaymentPage() {
  const { t } = useTranslation('payments');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const kkOrderId = params.get('kkOrderId') ?? '';
  const weight = Number(params.get('weightTotal'));
  const backFromApplication = (location.state as { backFromApplication?: boolean } | null)?.backFromApplication === true;
  const order = usePaymentOrder(kkOrderId);
  const balance = useBalance();
  const creditLine = useCreditLine(backFromApplication);
  const options = useAttachmentOptions();
  const saved = useSavedAttachments(kkOrderId);
  const { pay, paying } = usePayFlow();

  const [method, setMethod] = useState<PaymentMethodCode | null>(null);
  const [methodTouched, setMethodTouched] = useState(false);
  const [remark, setRemark] = useState<string | null>(null);
  const [services, setServices] = useState<ServiceChoice | null>(null);
  const [changing, setChanging] = useState(false);
  const [addressOpen, setAddressOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);
  // The Idempotency-Key of a top-up started here, made when its dialog opens.
  const [topUpAttempt, setTopUpAttempt] = useState<string | null>(null);
  const card = useOnePageCard();
  const toppedUp = (location.state as { toppedUp?: boolean } | null)?.toppedUp === true;

  // Back from the provider's application page (which returns without our query): reopen the order the seller was paying.
  useEffect(() => {
    const kept = takePaymentQuery(sessionStorage, 'payLater');
    if (kept && !kkOrderId) void navigate(`/mall/paymentPage?${kept}`, { replace: true, state: { backFromApplication: true } });
  }, [kkOrderId, navigate]);

  // Back from a top-up: the way back is used up.
  useEffect(() => {
    if (toppedUp) takePaymentQuery(sessionStorage, 'topUp');
  }, [toppedUp]);

  const data = order.data;
  const methods = useMemo(
    () =>
      data && balance.data !== undefined
        ? methodChoices({ totalCents: data.pays.totalAmount, balanceCents: balance.data, payLater: { status: creditLine.data?.status ?? null, availableCreditCents: creditLine.data?.availableCredit ?? 0 } })
        : null,
    [data, balance.data, creditLine.data],
  );
  // The default follows the total and balance until the seller picks a method (spec 4).
  useEffect(() => {
    if (methods && !methodTouched) setMethod(methods.initial);
  }, [methods, methodTouched]);

  const reload = () => queryClient.invalidateQueries({ queryKey: paymentOrderKey(kkOrderId) });
  const change = async (work: () => Promise<unknown>) => {
    setChanging(true);
    try {
      await work();
      await reload();
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.generic'));
      throw error;
    } finally {
      setChanging(false);
    }
  };

  if (order.isError) {
    return <Result status="warning" title={order.error instanceof ApiError ? order.error.message : t('errors.loadFailed')} extra={<Button onClick={() => void navigate('/order/list')}>{t('actions.orderList')}</Button>} />;
  }
  if (!data) return <Skeleton active className={styles.page} />;

  const currentRemark = remark ?? data.orders.remark;
  const currentServices = services ?? savedChoice(saved.data ?? []);

  return (
    <main className={styles.page} data-testid="payment-page">
      <h1 className={styles.title}>{t('title')}</h1>
      {toppedUp && <Alert type="success" showIcon closable title={t('methods.toppedUp')} className={styles.notice} data-testid="payment-topped-up" />}
      <div className={styles.layout}>
        <div className={styles.column}>
          <AddressPanel address={data.address} onEdit={() => setAddressOpen(true)} />
          <PaymentMethods
            choices={methods?.choices ?? []}
            value={method}
            onChange={(code) => {
              setMethodTouched(true);
              setMethod(code);
              card.clearError();
            }}
            balanceCents={balance.data}
            creditLine={creditLine.data}
            onApply={() => setApplyOpen(true)}
            onTopUp={data.pays.totalAmount > (balance.data ?? 0) ? () => setTopUpAttempt(crypto.randomUUID()) : undefined}
            cardForm={method === PAYMENT_METHODS.cardGateway ? card.form : undefined}
          />
          <DeliveryBlocks
            logistics={data.logistics}
            changing={changing}
            onChange={(entry, channelCode) => {
              const channel = entry.channelList.find((c) => c.channelCode === channelCode);
              void change(() =>
                changeChannel(kkOrderId, { warehouseCode: entry.warehouseCode, channelCode, isExpress: channel?.agingGrade === 'Express' ? 1 : 0 }),
              ).catch(() => undefined);
            }}
          />
          <section className={panel.panel}>
            <h2>{t('notes.title')}</h2>
            <Input.TextArea value={currentRemark} onChange={(e) => setRemark(e.target.value)} maxLength={MAX_REMARK_LENGTH} showCount placeholder={t('notes.placeholder')} data-testid="payment-notes" />
          </section>
          <OrderItems items={data.orderItems} weightGrams={Number.isFinite(weight) && weight > 0 ? weight : null} />
          <CustomServices options={options.data ?? []} kkOrderIds={data.kkOrderIds} value={currentServices} onChange={setServices} />
          <CommonProblems />
        </div>
        <aside className={styles.aside}>
          <OrderAmountBox
            pays={data.pays}
            paying={paying}
            onPay={() => void pay({ order: data, kkOrderId, method, services: currentServices, remark: currentRemark, card })}
            onCancel={() => void navigate('/order/list')}
          />
        </aside>
      </div>
      <PayLaterApplyDialog open={applyOpen} onClose={() => setApplyOpen(false)} onLeave={() => rememberPaymentQuery(sessionStorage, params, 'payLater')} />
      <TopUpDialog attempt={topUpAttempt} onClose={() => setTopUpAttempt(null)} onLeave={() => rememberPaymentQuery(sessionStorage, params, 'topUp')} />
      <OrderAddressDialog
        open={addressOpen}
        address={data.address}
        saving={changing}
        onClose={() => setAddressOpen(false)}
        onSave={async (address) => {
          await change(() => changeAddress(kkOrderId, { orderAddresses: address, paymentMethod: method, remark: currentRemark }));
          setAddressOpen(false);
        }}
      />
    </main>
  );
}
