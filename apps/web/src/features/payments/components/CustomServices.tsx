import type { AttachmentOption } from '@threadway/contracts';
import { Checkbox, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/preferences';
import type { ServiceChoice, ServiceType } from '../model/services';
import panel from '../../../components/Panel.module.css';
import styles from './Panel.module.css';

const TYPES: readonly ServiceType[] = ['Tags', 'Bags', 'Cards'];

interface Props {
  options: AttachmentOption[];
  kkOrderIds: string[];
  value: ServiceChoice;
  onChange: (value: ServiceChoice) => void;
}

/** Customised services: Tags and Bags on every piece, a Card in every order (quantity 1, free); saved when paying. */
export function CustomServices({ options, kkOrderIds, value, onChange }: Props) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const ofType = (type: ServiceType) => options.filter((o) => o.type === type);
  const toggle = (type: ServiceType, checked: boolean) => {
    const next = { ...value };
    if (checked) next[type] = ofType(type)[0]?.skuCode;
    else delete next[type];
    onChange(next);
  };
  const card = options.find((o) => o.type === 'Cards' && o.skuCode === value.Cards);
  return (
    <section className={panel.panel} data-testid="custom-services">
      <h2>{t('services.title')}</h2>
      {TYPES.map((type) => (
        <div key={type} className={styles.wrap}>
          <Checkbox checked={Boolean(value[type])} disabled={ofType(type).length === 0} onChange={(e) => toggle(type, e.target.checked)} data-testid={`service-${type}`}>
            {t(`services.${type}`)}
          </Checkbox>
          {value[type] && (
            <Select
              value={value[type]}
              aria-label={t(`services.${type}`)}
              onChange={(skuCode: string) => onChange({ ...value, [type]: skuCode })}
              options={ofType(type).map((o) => ({ value: o.skuCode, label: o.name }))}
              style={{ minWidth: 200 }}
            />
          )}
        </div>
      ))}
      {card && (
        <Table
          size="small"
          pagination={false}
          rowKey="kkOrderId"
          data-testid="cards-table"
          dataSource={kkOrderIds.map((kkOrderId) => ({ kkOrderId }))}
          columns={[
            { title: t('services.order'), dataIndex: 'kkOrderId' },
            { title: t('services.card'), render: () => card.name },
            { title: t('items.quantity'), render: () => 1 },
            { title: t('items.price'), render: () => money(0) },
          ]}
        />
      )}
    </section>
  );
}
