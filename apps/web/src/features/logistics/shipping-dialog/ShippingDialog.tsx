import { warehouseCountryOf } from '@threadway/contracts';
import { Modal, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../components/useNumberFormat';
import { useMoney } from '../../../lib/preferences';
import { QuoteFields, QuoteResult } from './QuoteFields';
import styles from './Shipping.module.css';
import type { ShippingOptionsProps } from './ShippingOptions';
import { useShippingQuote } from './use-shipping-quote';

type Line = ShippingOptionsProps['lines'][number];

function WarehouseQuote({ warehouseCode, lines, country, testId }: { warehouseCode: string; lines: readonly Line[]; country: string | null; testId: string }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const number = useNumberFormat();
  const money = useMoney();
  const quote = useShippingQuote(warehouseCode, lines, country);
  return (
    <div className={styles.dialogBody} data-testid={testId}>
      <div className={styles.dialogFields}>
        <QuoteFields quote={quote} prefix="dialog" />
      </div>
      <Table<Line>
        size="small"
        rowKey="skuCode"
        pagination={false}
        dataSource={[...lines]}
        scroll={{ x: 'max-content' }}
        data-testid="dialog-items"
        columns={[
          { title: t('shipping.description'), dataIndex: 'description', render: (text: string) => <span className={styles.itemName}>{text}</span> },
          { title: t('shipping.qty'), dataIndex: 'quantity', align: 'end' },
          { title: t('shipping.unitPrice'), key: 'price', align: 'end', render: (_, line) => (line.unitPrice === null ? <span className={styles.locked}>{t('common:product.registerToUnlock')}</span> : money(line.unitPrice)) },
          { title: t('shipping.weight'), key: 'weight', align: 'end', render: (_, line) => number(line.weightGrams * line.quantity) },
        ]}
      />
      {quote.weightGrams !== null && <div className={styles.mutedLine}>{t('shipping.totalWeight', { grams: number(quote.weightGrams) })}</div>}
      <QuoteResult quote={quote} prefix="dialog" empty={t('shipping.noMethod')} />
    </div>
  );
}

interface Props extends ShippingOptionsProps {
  open: boolean;
  onClose: () => void;
  /** The ship-to country chosen on the page, the dialog's starting point. */
  country: string | null;
}

/**
 * Shipping calculation dialog (spec 2.3): one tab per warehouse country of the product, each
 * with 'Shipping to', 'Shipping method', the item table and the cost and delivery time.
 */
export function ShippingDialog({ open, onClose, warehouseCode, warehouses, lines, country }: Props) {
  const { t } = useTranslation(['catalogue', 'common']);
  // CN_S and CN_N are one country: the tab uses the warehouse chosen on the page, else the first.
  const tabs = new Map<string, string>();
  for (const w of warehouses) {
    const c = warehouseCountryOf(w.warehouseCode) ?? w.country;
    if (!tabs.has(c) || w.warehouseCode === warehouseCode) tabs.set(c, w.warehouseCode);
  }
  const active = warehouseCountryOf(warehouseCode) ?? warehouseCode;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={760} title={t('shipping.dialogTitle')} destroyOnHidden data-testid="shipping-dialog">
      <Tabs
        defaultActiveKey={active}
        items={[...tabs].map(([c, code]) => ({
          key: c,
          label: <span data-testid={`dialog-tab-${c}`}>{t(`common:warehouse.${c}`, { defaultValue: c })}</span>,
          children: <WarehouseQuote warehouseCode={code} lines={lines} country={code === warehouseCode ? country : null} testId={`dialog-quote-${c}`} />,
        }))}
      />
    </Modal>
  );
}
