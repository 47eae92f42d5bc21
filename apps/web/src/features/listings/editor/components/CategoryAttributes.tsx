import type { CategoryAttribute, ListingAttributeInput } from '@threadway/contracts';
import { Alert, Form, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditorErrors, EditorVariant } from '../model';
import { FieldMessage } from './FieldMessage';
import styles from './Editor.module.css';

interface Props {
  attributes: CategoryAttribute[] | undefined;
  loading: boolean;
  failed: string | null;
  value: ListingAttributeInput[];
  variants: EditorVariant[];
  errors: EditorErrors;
  onChange: (value: ListingAttributeInput[]) => void;
}

/** Which SKU column a sales attribute is filled from: TikTok's Color and Size are the variants' colour and size. */
const axisOf = (attribute: CategoryAttribute) => (/colou?r/i.test(attribute.name) ? 'colour' : /size/i.test(attribute.name) ? 'size' : null);

/**
 * The chosen TikTok Shop category's attributes (spec 7.4 attributes): the product's own as fields, required ones
 * marked, each a choice among the category's values or, where TikTok takes them, the seller's own words; the sales
 * attributes are the SKUs' colour and size, shown with the values the variants give them.
 */
export function CategoryAttributes({ attributes, loading, failed, value, variants, errors, onChange }: Props) {
  const { t } = useTranslation('listingEditor');
  if (failed) return <Alert type="error" showIcon title={failed} data-testid="listing-attributes-error" />;
  if (loading || !attributes) return <Skeleton active paragraph={{ rows: 2 }} />;

  const own = attributes.filter((a) => a.kind === 'product');
  const sales = attributes.filter((a) => a.kind === 'sales' && axisOf(a));
  const chosen = (id: string) => value.find((a) => a.id === id)?.values ?? [];
  const set = (attribute: CategoryAttribute, picked: string[]) => {
    // A picked option is the category's value (by id); anything else was typed, a value of the seller's own.
    const values = picked.map((entry) => attribute.values.find((v) => v.id === entry) ?? { name: entry.trim() }).filter((v) => v.name);
    const others = value.filter((a) => a.id !== attribute.id);
    onChange(values.length > 0 ? [...others, { id: attribute.id, values }] : others);
  };

  return (
    <div className={styles.attributes} data-testid="listing-attributes">
      <h3>{t('attributes.title')}</h3>
      <p className={styles.muted}>{t('attributes.hint')}</p>
      <div className={styles.twoColumns}>
        {own.map((attribute) => {
          const field = `productAttributes.${attribute.id}`;
          const picked = chosen(attribute.id).map((v) => v.id ?? v.name);
          const mode = attribute.customizable ? 'tags' : attribute.multipleValues ? 'multiple' : undefined;
          return (
            <Form.Item key={attribute.id} label={attribute.name} required={attribute.required} validateStatus={errors[field] ? 'error' : undefined} help={errors[field] ? <FieldMessage error={errors[field]} /> : undefined}>
              <Select
                mode={mode}
                allowClear
                showSearch
                optionFilterProp="label"
                // Tags mode takes several: one only where TikTok takes one.
                maxCount={mode === 'tags' && !attribute.multipleValues ? 1 : undefined}
                value={mode ? picked : picked[0]}
                onChange={(next: string | string[] | undefined) => set(attribute, next === undefined ? [] : Array.isArray(next) ? next : [next])}
                options={attribute.values.map((v) => ({ value: v.id, label: v.name }))}
                placeholder={t(attribute.customizable ? 'attributes.chooseOrType' : 'attributes.choose')}
                data-testid={`listing-attribute-${attribute.id}`}
              />
            </Form.Item>
          );
        })}
      </div>
      {sales.map((attribute) => {
        const axis = axisOf(attribute)!;
        const values = [...new Set(variants.map((v) => v[axis]).filter(Boolean))].join(', ');
        return (
          <p key={attribute.id} className={styles.muted} data-testid="listing-sales-attribute">
            {t(axis === 'colour' ? 'attributes.salesColour' : 'attributes.salesSize', { name: attribute.name, values })}
          </p>
        );
      })}
    </div>
  );
}
