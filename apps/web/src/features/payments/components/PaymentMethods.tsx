import { PAYMENT_METHODS, type PaymentMethodCode } from '@threadway/contracts';
import { Button, Radio, Tag, type RadioChangeEvent } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import type { CreditLine } from '../api/pay-later';
import { PAY_LATER_METHOD, payLaterState, type MethodChoice } from '../model/methods';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

interface Props {
  choices: MethodChoice[];
  value: PaymentMethodCode | null;
  onChange: (code: PaymentMethodCode) => void;
  balanceCents: number | undefined;
  creditLine: CreditLine | undefined;
  /** Opens the pay-later application ('Apply Now'). */
  onApply: () => void;
  /** Opens a top-up; given when the balance does not cover the total. */
  onTopUp?: () => void;
  /** The card gateway's one-page form, shown under the methods while its method is chosen. */
  cardForm?: React.ReactNode;
}

/** Pay Now (balance, card) and Pay Later (credit) radios; methods the rules exclude are disabled (spec 5). */
export function PaymentMethods({ choices, value, onChange, balanceCents, creditLine, onApply, onTopUp, cardForm }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const payLater = payLaterState(creditLine?.status ?? null);
  const radio = (choice: MethodChoice, extra?: React.ReactNode) => (
    <Radio key={choice.code} value={choice.code} disabled={!choice.enabled} data-testid={`method-${choice.code}`}>
      {t(`methods.${choice.code}`)} {extra}
    </Radio>
  );
  // What a method says beside its name: the balance available, the regional wallets offered.
  const methodNote = (code: PaymentMethodCode) => {
    if (code === PAYMENT_METHODS.balance && balanceCents !== undefined) return <span className={panel.muted}>({t('methods.available', { amount: money(balanceCents) })})</span>;
    if (code === PAYMENT_METHODS.otherWallets) return <span className={panel.muted}>({t('methods.regionalWallets')})</span>;
    return null;
  };
  const choose = (event: RadioChangeEvent) => onChange(event.target.value as PaymentMethodCode);
  const payNow = choices.filter((c) => c.code !== PAY_LATER_METHOD);
  const credit = choices.find((c) => c.code === PAY_LATER_METHOD);
  return (
    <section className={panel.panel} data-testid="payment-methods">
      <h2>{t('methods.title')}</h2>
      <h3>{t('methods.payNow')}</h3>
      <Radio.Group value={value} onChange={choose} className={styles.wrap}>
        {payNow.map((choice) => (
          <Fragment key={choice.code}>
            {radio(choice, methodNote(choice.code))}
            {choice.code === 0 && onTopUp && (
              // The balance falls short: top up at the card gateway and come back to this payment.
              <Button type="link" size="small" onClick={onTopUp} data-testid="payment-top-up">
                {t('methods.topUp')}
              </Button>
            )}
          </Fragment>
        ))}
      </Radio.Group>
      {cardForm}
      <h3>{t('methods.payLater')}</h3>
      <div className={styles.wrap} data-testid="pay-later">
        {credit && (
          <Radio.Group value={value} onChange={choose}>
            {radio(credit)}
          </Radio.Group>
        )}
        {payLater === 'approved' && <span data-testid="paylater-credit">{t('payLater.available', { amount: money(creditLine?.availableCredit ?? 0) })}</span>}
        {payLater === 'underReview' && <Tag color="gold">{t('payLater.underReview')}</Tag>}
        {payLater === 'rejected' && <Tag color="red">{t('payLater.rejected')}</Tag>}
        {payLater === 'apply' && (
          <Button type="link" onClick={onApply} data-testid="paylater-apply">
            {t('payLater.apply')}
          </Button>
        )}
      </div>
      <p className={panel.muted}>{t('payLater.minimum')}</p>
    </section>
  );
}
