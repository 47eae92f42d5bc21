import { applyPriceRule, multiplierNeedsWarning, MULTIPLIER_WARNING_ABOVE, profitOf, type PriceRule } from '@threadway/contracts';
import { Alert, Checkbox, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStoreMoney } from '../../../components/useStoreMoney';
import styles from './Stores.module.css';

/** The SKU of the worked example, in the store's currency (spec 9.3 shown to the seller). */
export const EXAMPLE_SKU = { suggestedCents: 1000, costCents: 600, shippingCents: 300 };

interface Props {
  value?: PriceRule;
  onChange?: (rule: PriceRule) => void;
  currency: string;
  /** Prefix of the test ids: 'price' or 'compare'. */
  name: string;
}

/**
 * One price rule of the store settings (spec 2.4): from the suggested price with a multiplier, or
 * from the product cost with a profit margin or a fixed profit; with or without the shipping cost.
 * Shows the formula of spec 9.3 with the seller's figures and what it gives for an example SKU.
 */
export function PriceRuleEditor({ value, onChange, currency, name }: Props) {
  const { t } = useTranslation('stores');
  const money = useStoreMoney(currency);
  if (!value) return null;
  const change = (patch: Partial<PriceRule>) => onChange?.({ ...value, ...patch });
  const price = applyPriceRule(value, EXAMPLE_SKU);
  const shipping = value.includeShipping ? EXAMPLE_SKU.shippingCents : 0;
  const kept = profitOf(price, EXAMPLE_SKU.costCents, EXAMPLE_SKU.shippingCents);
  const formulaKey = value.base === 'suggestedPrice' ? 'suggested' : value.profit.kind;

  return (
    <div className={styles.rule} data-testid={`${name}-rule`}>
      <Radio.Group name={`${name}-base`} value={value.base} onChange={(e) => change({ base: e.target.value as PriceRule['base'] })} data-testid={`${name}-base`}>
        <Radio value="suggestedPrice">{t('settings.price.fromSuggested')}</Radio>
        <Radio value="productCost">{t('settings.price.fromCost')}</Radio>
      </Radio.Group>
      {value.base === 'suggestedPrice' ? (
        <label className={styles.inline}>
          <span>{t('settings.price.multiplier')}</span>
          <InputNumber min={0.01} max={100} step={0.1} precision={2} value={value.multiplier} onChange={(v) => v !== null && change({ multiplier: v })} data-testid={`${name}-multiplier`} />
        </label>
      ) : (
        <div className={styles.inline}>
          <Radio.Group
            name={`${name}-profit-kind`}
            value={value.profit.kind}
            onChange={(e) => change({ profit: e.target.value === 'margin' ? { kind: 'margin', percent: 30 } : { kind: 'profit', cents: 500 } })}
            data-testid={`${name}-profit-kind`}
          >
            <Radio value="margin">{t('settings.price.margin')}</Radio>
            <Radio value="profit">{t('settings.price.profit')}</Radio>
          </Radio.Group>
          {value.profit.kind === 'margin' ? (
            <InputNumber min={-100} max={10_000} step={1} precision={1} suffix="%" value={value.profit.percent} onChange={(v) => v !== null && change({ profit: { kind: 'margin', percent: v } })} data-testid={`${name}-percent`} />
          ) : (
            <InputNumber min={0} max={1_000_000} step={1} precision={2} suffix={currency} value={value.profit.cents / 100} onChange={(v) => v !== null && change({ profit: { kind: 'profit', cents: Math.round(v * 100) } })} data-testid={`${name}-profit`} />
          )}
        </div>
      )}
      <Checkbox checked={value.includeShipping} onChange={(e) => change({ includeShipping: e.target.checked })} data-testid={`${name}-shipping`}>
        {t('settings.price.includeShipping')}
      </Checkbox>
      {value.base === 'suggestedPrice' && multiplierNeedsWarning(value.multiplier) && <Alert type="warning" showIcon title={t('settings.price.multiplierWarning', { limit: MULTIPLIER_WARNING_ABOVE })} />}
      <div className={styles.formula} data-testid={`${name}-formula`}>
        <strong>{t(`settings.formula.${formulaKey}${value.includeShipping ? 'Shipping' : ''}`, { multiplier: value.multiplier, percent: value.profit.kind === 'margin' ? value.profit.percent : 0 })}</strong>
        {value.profit.kind === 'profit' && value.base === 'productCost' && (
          <span>
            {t('settings.formula.profitIs')} {money(value.profit.cents)}
          </span>
        )}
        <span data-testid={`${name}-example`}>
          {t('settings.example.sku')} {t('settings.example.suggested')} {money(EXAMPLE_SKU.suggestedCents)} · {t('settings.example.cost')} {money(EXAMPLE_SKU.costCents)} · {t('settings.example.shipping')}{' '}
          {money(EXAMPLE_SKU.shippingCents)}
        </span>
        <span>
          {/* The sum reads left to right in every language; in Arabic and Hebrew it still sits at the start of the line. */}
          <bdi dir="ltr">
            {value.base === 'suggestedPrice' ? (
              <>
                {money(EXAMPLE_SKU.suggestedCents)} × {value.multiplier}
              </>
            ) : value.profit.kind === 'margin' ? (
              <>
                {money(EXAMPLE_SKU.costCents)} × (1 + {value.profit.percent}%)
              </>
            ) : (
              <>
                {money(EXAMPLE_SKU.costCents)} + {money(value.profit.cents)}
              </>
            )}
            {shipping > 0 && <> + {money(shipping)}</>} = <b data-testid={`${name}-example-price`}>{money(price)}</b>
          </bdi>
        </span>
        <span className={kept.profitCents < 0 ? styles.loss : styles.muted}>{t('settings.example.kept', { margin: kept.marginPercent })} {money(kept.profitCents)}</span>
      </div>
    </div>
  );
}
