import { BulbOutlined, PercentageOutlined, SyncOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import panel from '../../../../components/Panel.module.css';
import { ApiError } from '../../../../lib/api-client';
import { useCategoryAttributes, useRecommendCategory, useRouteShipping, useStoreGroups, useSyncGroups, type CategoryRecommendation, type EditorSource } from '../api/editor';
import { applyPriceChange, PLATFORMS_WITH_ATTRIBUTES, PLATFORMS_WITH_CATEGORIES, toRequest, validate, type EditorErrors, type EditorState, type EditorVariant, type ListingDraft, type ListingPricing } from '../model';
import { CategoryAttributes } from './CategoryAttributes';
import { FieldMessage, fieldText } from './FieldMessage';
import { ImagePicker } from './ImagePicker';
import { PriceChangeModal } from './PriceChangeModal';
import { RichTextEditor } from './RichTextEditor';
import { ShippingFields } from './ShippingFields';
import { VariantsTable } from './VariantsTable';
import styles from './Editor.module.css';

export const SIZE_UNITS = ['cm', 'inch'] as const;

/** The editor's state from the default draft or a saved listing. */
export function stateFrom(source: EditorSource): EditorState {
  const chosen = source.images;
  const rest = source.productImages.filter((url) => !chosen.includes(url));
  return {
    storeId: source.storeId,
    productId: source.productId,
    title: source.title,
    tags: source.tags,
    collectionIds: source.collectionIds,
    categoryId: source.categoryId ?? undefined,
    productAttributes: source.productAttributes,
    productType: source.productType ?? '',
    descriptionHtml: source.descriptionHtml,
    sizeUnit: source.sizeUnit ?? undefined,
    // The pictures sent come first, in their order; the others after them, unticked.
    images: [...chosen.map((url) => ({ url, selected: true })), ...rest.map((url) => ({ url, selected: false }))],
    shipFrom: source.shipFrom ?? undefined,
    shipTo: source.shipTo ?? undefined,
    channelCode: source.channelCode ?? undefined,
    pricing: source.pricing,
    variants: source.variants.map((v) => ({
      skuId: v.skuId,
      sku: v.sku,
      size: v.size,
      colour: v.colour,
      warehouse: v.warehouse,
      stock: v.stock,
      costCents: v.costCents,
      shippingCents: v.shippingCents,
      priceCents: v.priceCents,
      compareAtCents: v.compareAtCents,
      quantity: v.quantity,
    })),
    duplicate: false,
  };
}

/** The formula of spec 9.3 a price rule stands for (the store's, or the last one-click change). */
const formulaKey = (pricing: ListingPricing) =>
  `${pricing.base === 'suggestedPrice' ? 'suggested' : pricing.profit.kind}${pricing.includeShipping ? 'Shipping' : ''}`;

interface Props {
  source: EditorSource;
  /** The platform and store selects (the page's: changing the store reloads the draft). */
  storeFields: ReactNode;
  /** Null while creating. */
  listingId: number | null;
  saving: boolean;
  onSubmit: (draft: ListingDraft) => Promise<void>;
  onCancel: () => void;
}

/** Every field of spec 2.8 with the rules of 5.1: checked on Create/Save, then again on every change. */
export function ListingForm({ source, storeFields, listingId, saving, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('listingEditor');
  const { message } = App.useApp();
  const [state, setState] = useState(() => stateFrom(source));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<EditorErrors>({});
  const [pricesOpen, setPricesOpen] = useState(false);
  const groups = useStoreGroups(state.storeId);
  const routeShipping = useRouteShipping(state.productId, state.storeId, { shipFrom: state.shipFrom, shipTo: state.shipTo, channelCode: state.channelCode });
  const routed = Boolean(state.shipFrom && state.shipTo && state.channelCode);
  // Each variant's shipping cost follows the chosen route (the rate engine's, by its weight); with no route, the draft's.
  useEffect(() => {
    const byRoute = routed ? routeShipping.data : undefined;
    if (routed && !byRoute) return;
    const original = new Map(source.variants.map((v) => [v.skuId, v.shippingCents]));
    setState((current) => ({ ...current, variants: current.variants.map((v) => ({ ...v, shippingCents: (byRoute ?? original).get(v.skuId) ?? v.shippingCents })) }));
  }, [routed, routeShipping.data, source.variants]);
  const syncGroups = useSyncGroups();
  const hasCategories = PLATFORMS_WITH_CATEGORIES.includes(source.platform);
  const hasAttributes = PLATFORMS_WITH_ATTRIBUTES.includes(source.platform);
  const attributes = useCategoryAttributes(state.storeId, state.categoryId, hasAttributes);
  const context = { platform: source.platform, maxImages: source.maxImages, attributes: attributes.data };
  const errors = useMemo(() => (checked ? { ...validate(state, context), ...serverErrors } : serverErrors), [checked, state, serverErrors, context.platform, context.maxImages, context.attributes]);

  // TikTok Shop recommends a leaf category for the product; a new listing starts in it, the seller may choose another.
  const recommendCategory = useRecommendCategory();
  const [recommended, setRecommended] = useState<CategoryRecommendation | null>(null);
  const askRecommendation = () => {
    if (state.storeId === null || !state.title.trim()) return;
    recommendCategory.mutate(
      { storeId: state.storeId, title: state.title.trim(), description: state.descriptionHtml, productId: state.productId },
      {
        onSuccess: (answer) => {
          setRecommended(answer);
          if (answer.categoryId) update({ categoryId: answer.categoryId, productAttributes: [] });
        },
        onError: (error) => void message.error(error instanceof ApiError ? error.message : t('loadFailed')),
      },
    );
  };
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (askedOnOpen.current || !hasAttributes || listingId !== null || state.categoryId) return;
    askedOnOpen.current = true;
    askRecommendation();
    // Once, when a new TikTok listing opens without a category.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const categoryOptions = (groups.data ?? []).map((g) => ({ value: g.id, label: g.name }));
  // The recommended leaf is among the shop's leaves once they are read; until then it is named by its path.
  if (recommended?.categoryId && !categoryOptions.some((o) => o.value === recommended.categoryId)) categoryOptions.push({ value: recommended.categoryId, label: recommended.categoryName ?? recommended.categoryId });

  const update = (patch: Partial<EditorState>) => {
    setServerErrors({});
    setState((current) => ({ ...current, ...patch }));
  };
  const updateVariant = (index: number, patch: Partial<EditorVariant>) =>
    // A price typed by hand is no longer the rule's: the listing keeps no rule to re-apply (listingPricing null).
    update({ variants: state.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)), pricing: 'priceCents' in patch ? null : state.pricing });

  const submit = async () => {
    setChecked(true);
    const found = validate(state, context);
    if (Object.keys(found).length > 0) {
      void message.error(fieldText(t, Object.values(found)[0]!));
      return;
    }
    try {
      await onSubmit(toRequest(state));
    } catch (error) {
      // The server's answer: under the field it names, and always as a message.
      if (error instanceof ApiError && error.field) setServerErrors({ [error.field]: { key: '', text: error.message } });
      void message.error(error instanceof ApiError ? error.message : t('saveFailed'));
    }
  };

  const item = (field: string) => ({ validateStatus: errors[field] ? ('error' as const) : undefined, help: errors[field] ? <FieldMessage error={errors[field]} /> : undefined });

  return (
    <Form layout="vertical" component="div" className={styles.form} data-testid="listing-form">
      <section className={panel.panel}>
        <h2>{t('sections.store')}</h2>
        {storeFields}
      </section>

      <section className={panel.panel}>
        <h2>{t('sections.product')}</h2>
        <Form.Item label={t('fields.title')} required {...item('title')}>
          <Input value={state.title} onChange={(e) => update({ title: e.target.value })} showCount maxLength={300} data-testid="listing-title" />
        </Form.Item>
        <div className={styles.twoColumns}>
          <Form.Item label={t('fields.tags')} extra={t('fields.tagsHint')} {...item('tags')}>
            <Select mode="tags" value={state.tags} onChange={(tags: string[]) => update({ tags })} tokenSeparators={[',']} open={false} suffixIcon={null} placeholder={t('fields.tagsPlaceholder')} data-testid="listing-tags" />
          </Form.Item>
          <Form.Item label={t('fields.productType')} {...item('productType')}>
            <Input value={state.productType} onChange={(e) => update({ productType: e.target.value })} data-testid="listing-product-type" />
          </Form.Item>
        </div>
        <div className={styles.twoColumns}>
          {/* TikTok's categories are long paths and come with a Recommend button: the whole row. */}
          <Form.Item label={hasCategories ? t('fields.category') : t('fields.collections')} required={hasCategories} className={hasAttributes ? styles.wide : undefined} {...item(hasCategories ? 'categoryId' : 'collectionIds')}>
            <div className={styles.withButton}>
              {hasCategories ? (
                <Select
                  allowClear
                  showSearch
                  optionFilterProp="label"
                  value={state.categoryId}
                  // Another category has other attributes: the filled ones are not carried over.
                  onChange={(categoryId: string | undefined) => update({ categoryId, productAttributes: [] })}
                  loading={groups.isLoading}
                  options={categoryOptions}
                  data-testid="listing-category"
                />
              ) : (
                <Select
                  mode="multiple"
                  allowClear
                  optionFilterProp="label"
                  value={state.collectionIds}
                  onChange={(collectionIds: string[]) => update({ collectionIds })}
                  loading={groups.isLoading}
                  options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                  data-testid="listing-collections"
                />
              )}
              <Button
                icon={<SyncOutlined />}
                loading={syncGroups.isPending}
                onClick={() =>
                  state.storeId !== null &&
                  syncGroups.mutate(state.storeId, { onError: (error) => void message.error(error instanceof ApiError ? error.message : t('loadFailed')) })
                }
                data-testid="sync-collections"
              >
                {t('fields.sync')}
              </Button>
              {hasAttributes && (
                <Button icon={<BulbOutlined />} loading={recommendCategory.isPending} onClick={askRecommendation} data-testid="listing-category-recommend">
                  {t('category.recommend')}
                </Button>
              )}
            </div>
            {recommended && (
              <div className={panel.muted} data-testid="listing-category-recommended">
                {recommended.categoryName ? t(recommended.source === 'platform' ? 'category.recommended' : 'category.suggested', { name: recommended.categoryName }) : t('category.none')}
              </div>
            )}
          </Form.Item>
          <Form.Item label={t('fields.sizeUnit')}>
            <Select allowClear value={state.sizeUnit} onChange={(sizeUnit: string | undefined) => update({ sizeUnit })} options={SIZE_UNITS.map((unit) => ({ value: unit, label: t(`sizeUnits.${unit}`) }))} data-testid="listing-size-unit" />
          </Form.Item>
        </div>
        {hasAttributes && state.categoryId && (
          <CategoryAttributes
            attributes={attributes.data}
            loading={attributes.isLoading}
            failed={attributes.isError ? (attributes.error instanceof ApiError ? attributes.error.message : t('loadFailed')) : null}
            value={state.productAttributes}
            variants={state.variants}
            errors={errors}
            onChange={(productAttributes) => update({ productAttributes })}
          />
        )}
        <Form.Item label={t('fields.description')} required {...item('descriptionHtml')}>
          <RichTextEditor value={state.descriptionHtml} onChange={(descriptionHtml) => update({ descriptionHtml })} invalid={Boolean(errors.descriptionHtml)} />
        </Form.Item>
      </section>

      <section className={panel.panel}>
        <div className={styles.sectionHead}>
          <h2>{t('sections.variants')}</h2>
          <Button icon={<PercentageOutlined />} onClick={() => setPricesOpen(true)} data-testid="price-change-open">
            {t('prices.open')}
          </Button>
        </div>
        <p className={panel.muted} data-testid="listing-price-rule">
          {t('prices.currency', { currency: source.currency })} {t('prices.how')}{' '}
          <strong>{state.pricing ? t(`prices.formula.${formulaKey(state.pricing)}`, { multiplier: state.pricing.multiplier, percent: state.pricing.profit.kind === 'margin' ? state.pricing.profit.percent : 0 }) : t('prices.byHand')}</strong>
        </p>
        <FieldMessage error={errors.variants} />
        <VariantsTable variants={state.variants} currency={source.currency} errors={errors} onChange={updateVariant} onDelete={(index) => update({ variants: state.variants.filter((_, i) => i !== index) })} />
      </section>

      <section className={panel.panel}>
        <h2>{t('sections.images')}</h2>
        <FieldMessage error={errors.images} />
        <ImagePicker images={state.images} maxImages={source.maxImages} onChange={(images) => update({ images })} />
      </section>

      <section className={panel.panel}>
        <h2>{t('sections.shipping')}</h2>
        <p className={panel.muted}>{t('shipping.hint')}</p>
        <ShippingFields
          storeId={state.storeId}
          currency={source.currency}
          productId={state.productId}
          shipFrom={state.shipFrom}
          shipTo={state.shipTo}
          channelCode={state.channelCode}
          invalid={Boolean(errors.shipping)}
          onChange={(shipping) => update(shipping)}
        />
        <FieldMessage error={errors.shipping} />
      </section>

      {Object.keys(errors).length > 0 && <Alert type="error" showIcon title={t('fixErrors', { count: Object.keys(errors).length })} data-testid="listing-errors" />}
      <div className={styles.saveBar}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="listing-submit">
          {listingId === null ? t('create') : t('save')}
        </Button>
      </div>

      <PriceChangeModal
        open={pricesOpen}
        currency={source.currency}
        example={state.variants[0]}
        onApply={(change) => {
          update(applyPriceChange(state, change));
          setPricesOpen(false);
        }}
        onClose={() => setPricesOpen(false)}
      />
    </Form>
  );
}
