import { Modal, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { garmentType, measuresOf, sizeChart } from './size-chart';
import styles from './ProductDetail.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  sizes: readonly string[];
  /** Category path names, most specific first, and the product name: they tell the garment type. */
  hints: readonly string[];
}

/** Size guide: a chart of the product's sizes for its garment type, in cm or inches, and how to measure. */
export function SizeGuide({ open, onClose, sizes, hints }: Props) {
  const { t } = useTranslation('catalogue');
  const [unit, setUnit] = useState<'cm' | 'in'>('cm');
  const type = garmentType(hints);
  const rows = sizeChart(type, sizes, unit);
  const measures = measuresOf(type);

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={720} title={t('detail.sizeGuide')} data-testid="size-guide">
      <div className={styles.guideHead}>
        <span className={styles.muted}>{t(`sizeGuide.type.${type}`)}</span>
        <Segmented value={unit} onChange={(v) => setUnit(v as 'cm' | 'in')} options={[{ value: 'cm', label: t('sizeGuide.cm') }, { value: 'in', label: t('sizeGuide.in') }]} />
      </div>
      {rows.length > 0 ? (
        <Table
          size="small"
          rowKey="size"
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          data-testid="size-chart"
          columns={[
            { title: t('detail.size'), dataIndex: 'size', fixed: 'left' },
            ...measures.map((measure) => ({ title: t(`sizeGuide.measure.${measure}`), key: measure, align: 'end' as const, render: (_: unknown, row: (typeof rows)[number]) => row.values[measure] })),
          ]}
        />
      ) : (
        <p className={styles.muted}>{t('sizeGuide.oneSize')}</p>
      )}
      <h4 className={styles.guideTitle}>{t('sizeGuide.howTo')}</h4>
      <ul className={styles.guideList}>
        {measures.map((measure) => (
          <li key={measure}>
            <strong>{t(`sizeGuide.measure.${measure}`)}</strong>: {t(`sizeGuide.how.${measure}`)}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('sizeGuide.note')}</p>
    </Modal>
  );
}
