import { promoBannerParts, promoEffect, type PromoBannerPart, type PromoCodeResult, type PromoCodeRule, type PromoEffect } from '@threadway/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import panel from '../../../components/Panel.module.css';
import controls from '../../../components/controls/Controls.module.css';
import { Notice } from '../../../components/controls/Notice';
import { Switch } from '../../../components/controls/Switch';
import styles from './Panel.module.css';

interface Props {
  enabled: boolean;
  onEnabled: (on: boolean) => void;
  applied: PromoCodeResult | null;
  error: string | null;
  applying: boolean;
  onApply: (code: string) => void;
  /** What the code takes off this order now (the billing preview's figure; the check's until it answers). */
  deductionCents: number | null;
}

/** The rule of an applied code, as the shared banner and effect rules read it. */
const ruleOf = (applied: PromoCodeResult): PromoCodeRule => ({
  couponCode: applied.couponCode,
  discountRule: applied.discountRule === 1 ? 1 : applied.discountRule === 3 ? 3 : 2,
  discountCondition: applied.discountCondition === 1 ? 1 : 2,
  satisfyNum: applied.satisfyNum,
  satisfyAmountCents: applied.satisfyAmount,
  discountPercent: applied.discountPercent,
  discountFixedCents: applied.discountFixed,
});

/** The promo-code switch, input, Apply and the success banner or error (spec 2.4). */
export function PromoCodeBox({ enabled, onEnabled, applied, error, applying, onApply, deductionCents }: Props) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const [code, setCode] = useState('');

  const part = (p: PromoBannerPart) =>
    p.key === 'orderN'
      ? t('promo.orderN', { count: p.values.count })
      : p.key === 'spendX'
        ? t('promo.spendX', { amount: money(p.values.amountCents) })
        : p.key === 'getPercentOff'
          ? t('promo.getPercentOff', { percent: p.values.percent })
          : p.key === 'getFixedOff'
            ? t('promo.getFixedOff', { amount: money(p.values.amountCents) })
            : t('promo.freeShipping');

  // What the seller gets, in money, before they confirm: '10% off your highest-priced item (one piece): −$2.58'.
  const effect = (e: PromoEffect) =>
    e.key === 'percentOffTopPiece'
      ? t('promo.effect.percentOffTopPiece', { percent: e.values.percent, amount: money(e.values.amountCents) })
      : e.key === 'fixedOffTopPiece'
        ? t('promo.effect.fixedOffTopPiece', { fixed: money(e.values.fixedCents), amount: money(e.values.amountCents) })
        : t('promo.effect.shippingWaived', { amount: money(e.values.amountCents) });

  const banner = applied && promoBannerParts(ruleOf(applied)).map(part).join('');
  const amount = deductionCents ?? applied?.discountAmount ?? null;

  return (
    <section className={panel.panel} data-testid="promo-code">
      <div className={styles.row}>
        <h2>{t('promo.title')}</h2>
        <Switch checked={enabled} onChange={onEnabled} aria-label={t('promo.title')} data-testid="promo-switch" />
      </div>
      {enabled && (
        <>
          <div className={styles.codeRow}>
            <input
              className={`${controls.input} ${controls.grow}`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && code.trim() && onApply(code.trim())}
              placeholder={t('promo.placeholder')}
              aria-label={t('promo.placeholder')}
              maxLength={32}
              data-testid="promo-input"
            />
            <Button type="primary" loading={applying} disabled={!code.trim()} onClick={() => onApply(code.trim())}>
              {t('promo.apply')}
            </Button>
          </div>
          {error && <Notice type="error" title={error} />}
          {applied && (
            <Notice
              type="success"
              title={applied.message}
              description={
                <>
                  <div>{banner}</div>
                  {amount !== null && <strong data-testid="promo-effect">{effect(promoEffect(ruleOf(applied), amount))}</strong>}
                </>
              }
              data-testid="promo-banner"
            />
          )}
        </>
      )}
    </section>
  );
}
