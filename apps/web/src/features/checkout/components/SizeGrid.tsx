import { maxPacks, parsePackInput, parseSizeInput, piecesForPacks, sizeInputDisabled, type BagColour } from '@threadway/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import bagControls from '../../../components/controls/BagControls.module.css';
import controls from '../../../components/controls/Controls.module.css';
import { CssTooltip } from '../../../components/controls/CssTooltip';
import { isPackItem, type BagItem } from '../model/bag-item';
import styles from './SizeGrid.module.css';

interface Props {
  colour: BagColour<BagItem>;
  numOf: (item: BagItem) => number;
  setNum: (item: BagItem, num: number) => void;
  /** Unit price in cents of a line now. */
  priceOf: (item: BagItem) => number;
  money: (cents: number) => string;
}

/**
 * One colour's size grid (spec 2.4, spec 5): a quantity input per size, then PACK, QTY and AMT.
 * Plain inputs drawn like Ant Design's small Input (decision 0034). Typing follows the contracts' bag-input rules; above the stock shows 'maximum' with the stock.
 */
export function SizeGrid({ colour, numOf, setNum, priceOf, money }: Props) {
  const { t } = useTranslation('checkout');
  const { message } = App.useApp();
  const isPack = colour.sizes.some(isPackItem);
  const perSize = colour.sizes[0]?.minOrderQuantity ?? 0;
  const packLimit = isPack ? maxPacks(colour.sizes.map((s) => ({ status: s.status, stock: s.stock, perSize }))) : 0;
  const packs = isPack && perSize > 0 ? Math.floor(numOf(colour.sizes[0]!) / perSize) : 0;
  const quantity = colour.sizes.reduce((sum, s) => sum + numOf(s), 0);
  const amount = colour.sizes.reduce((sum, s) => sum + numOf(s) * priceOf(s), 0);

  const warnMaximum = (notice: { stock: number } | undefined) => notice && message.warning(t('bag.maximum', { stock: notice.stock }));

  return (
    <div className={styles.grid} data-testid="size-grid">
      <div className={styles.colour}>{colour.colour}</div>
      <div className={styles.sizes}>
        {colour.sizes.map((size) => {
          const outOfStock = size.status !== 1;
          const cell = (
            <label key={size.id} className={outOfStock ? `${styles.cell} ${styles.out}` : styles.cell}>
              <span>{size.size}</span>
              <input
                className={`${controls.input} ${bagControls.inputSmall}`}
                inputMode="numeric"
                value={String(numOf(size))}
                disabled={outOfStock || sizeInputDisabled(size, isPack)}
                aria-label={t('bag.sizeQuantity', { colour: colour.colour, size: size.size })}
                onChange={(e) => {
                  const parsed = parseSizeInput(e.target.value, size.stock);
                  warnMaximum(parsed.notice);
                  setNum(size, parsed.value);
                }}
                data-testid={`qty-${size.skuCode}`}
              />
            </label>
          );
          return outOfStock ? (
            <CssTooltip key={size.id} title={t('bag.outOfStock')}>
              {cell}
            </CssTooltip>
          ) : (
            cell
          );
        })}
      </div>
      <div className={styles.totals}>
        <label className={styles.cell}>
          <span>{t('bag.pack')}</span>
          <input
            className={`${controls.input} ${bagControls.inputSmall}`}
            inputMode="numeric"
            value={isPack ? String(packs) : '-'}
            disabled={!isPack || colour.sizes.some((s) => s.status !== 1)}
            aria-label={t('bag.pack')}
            onChange={(e) => {
              const parsed = parsePackInput(e.target.value, packLimit);
              warnMaximum(parsed.notice);
              for (const size of colour.sizes) setNum(size, piecesForPacks(perSize, parsed.value));
            }}
          />
        </label>
        <div className={styles.cell}>
          <span>{t('bag.qty')}</span>
          <strong data-testid="colour-qty">{quantity}</strong>
        </div>
        <div className={styles.cell}>
          <span>{t('bag.amt')}</span>
          <strong>{money(amount)}</strong>
        </div>
      </div>
    </div>
  );
}
