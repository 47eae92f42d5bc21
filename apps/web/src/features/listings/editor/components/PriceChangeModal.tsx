import { priceFromCost, type Profit } from '@threadway/contracts';
import { Checkbox, InputNumber, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreMoney } from '../../../../components/useStoreMoney';
import type { EditorVariant, PriceChange } from '../model';
import styles from './Editor.module.css';

interface Props {
  open: boolean;
  currency: string;
  /** The first variant, worked through the formula as an example. */
  example: EditorVariant | undefined;
  onApply: (change: PriceChange) => void;
  onClose: () => void;
}

/**
 * One-click price modification (spec 2.8): every variant's price or compare-at price from its product cost
 * by a profit margin (percentage) or a fixed profit, with or without its shipping cost. The formula of spec
 * 9.3 is shown with the seller's figures and worked for the first variant by the shared priceFromCost.
 */
export function PriceChangeModal({ open, currency, example, onApply, onClose }: Props) {
  const { t } = useTranslation('listingEditor');
  const money = useStoreMoney(currency);
  const [target, setTarget] = useState<PriceChange['target']>('price');
  const [kind, setKind] = useState<Profit['kind']>('margin');
  const [percent, setPercent] = useState(30);
  const [profitCents, setProfitCents] = useState(500);
  const [includeShipping, setIncludeShipping] = useState(true);
  const profit: Profit = kind === 'margin' ? { kind, percent } : { kind, cents: profitCents };

  return (
    <Modal
      open={open}
      title={t('prices.title')}
      okText={t('prices.apply')}
      cancelText={t('cancel')}
      onOk={() => onApply({ target, profit, includeShipping })}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'price-change-apply' }}
      destroyOnHidden
    >
      <div className={styles.priceChange} data-testid="price-change">
        <Radio.Group value={target} onChange={(e) => setTarget(e.target.value as PriceChange['target'])} data-testid="price-change-target">
          <Radio value="price">{t('variants.price')}</Radio>
          <Radio value="compareAt">{t('variants.compareAt')}</Radio>
        </Radio.Group>
        <div className={styles.inline}>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as Profit['kind'])} data-testid="price-change-kind">
            <Radio value="margin">{t('prices.byMargin')}</Radio>
            <Radio value="profit">{t('prices.byProfit')}</Radio>
          </Radio.Group>
          {kind === 'margin' ? (
            <InputNumber min={-100} max={10_000} precision={1} suffix="%" value={percent} onChange={(v) => v !== null && setPercent(v)} aria-label={t('prices.byMargin')} data-testid="price-change-percent" />
          ) : (
            <InputNumber min={0} max={1_000_000} precision={2} suffix={currency} value={profitCents / 100} onChange={(v) => v !== null && setProfitCents(Math.round(v * 100))} aria-label={t('prices.byProfit')} data-testid="price-change-profit" />
          )}
        </div>
        <Checkbox checked={includeShipping} onChange={(e) => setIncludeShipping(e.target.checked)} data-testid="price-change-shipping">
          {t('prices.includeShipping')}
        </Checkbox>
        <div className={styles.formula} data-testid="price-change-formula">
          <strong>{t(`prices.formula.${kind}${includeShipping ? 'Shipping' : ''}`, { percent })}</strong>
          {example && (
            <span>
              {t('prices.example', { sku: example.sku })}{' '}
              <bdi dir="ltr">
                {kind === 'margin' ? (
                  <>
                    {money(example.costCents)} × (1 + {percent}%)
                  </>
                ) : (
                  <>
                    {money(example.costCents)} + {money(profitCents)}
                  </>
                )}
                {includeShipping && <> + {money(example.shippingCents)}</>} = <b data-testid="price-change-example">{money(priceFromCost(example.costCents, profit, example.shippingCents, includeShipping))}</b>
              </bdi>
            </span>
          )}
        </div>
      </div>
    </Modal>
  );
}
