import { CalculatorOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogOnDemand } from '../../../components/dialogOnDemand';
import type { QuoteLine } from '../api/channels';
import { QuoteFields, QuoteResult } from './QuoteFields';
import styles from './Shipping.module.css';
import { useShippingQuote } from './use-shipping-quote';

const ShippingDialog = dialogOnDemand(async () => (await import('./ShippingDialog')).ShippingDialog);

export interface ShippingOptionsProps {
  /** The warehouse the buyer ships from (CN_S, CN_N, US, GB, DE). */
  warehouseCode: string;
  /** Every warehouse holding the product (the dialog's tabs). */
  warehouses: readonly { warehouseCode: string; country: string }[];
  lines: readonly (QuoteLine & { description: string; weightGrams: number })[];
}

/**
 * The product page's shipping rows (spec 2.3): ship to (the warehouse's countries, default US;
 * US, UK and German warehouses ship at home only), shipping method, estimated delivery in
 * business days and cost for the chosen SKU and quantity, and the calculation dialog.
 */
export function ShippingOptions(props: ShippingOptionsProps) {
  const { t } = useTranslation('catalogue');
  const [dialog, setDialog] = useState(false);
  const quote = useShippingQuote(props.warehouseCode, props.lines, null);
  const empty = props.lines.length === 0 ? t('shipping.pickFirst') : t('shipping.noMethod');
  return (
    <div className={styles.options} data-testid="shipping-options">
      <QuoteFields quote={quote} prefix="shipping" />
      <div className={styles.resultRow}>
        <QuoteResult quote={quote} prefix="shipping" empty={empty} />
        <Button type="link" icon={<CalculatorOutlined />} onClick={() => setDialog(true)} disabled={props.lines.length === 0} data-testid="open-shipping-dialog">
          {t('shipping.calculate')}
        </Button>
      </div>
      <ShippingDialog {...props} open={dialog} onClose={() => setDialog(false)} country={quote.country} />
    </div>
  );
}
