import { STORE_MANAGE_PAGE } from '@threadway/contracts';
import { Alert, App, Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useListingDetail, useProductDraft, usePublications, useSaveListing, type Publications } from '../api/editor';
import { DesktopOnly } from '../components/DesktopOnly';
import { ListingForm } from '../components/ListingForm';
import { StoreSelects } from '../components/StoreSelects';
import styles from '../components/Editor.module.css';
import type { ListingDraft } from '../model';
import { LISTINGS_PATH, listingDetailPath } from '../paths';

/** The platforms this editor lists to; Temu has its own editor (spec 2.10). */
const EDITOR_PLATFORMS: readonly string[] = ['shopify', 'woocommerce', 'tiktok-shop'];

const loadError = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

/** Saves and opens the listing's detail, where its way into the store shows. */
function useSubmit(listingId: number | null) {
  const { t } = useTranslation('listingEditor');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const save = useSaveListing();
  const submit = async (draft: ListingDraft) => {
    const answer = await save.mutateAsync({ id: listingId, draft });
    // The store is written by a background job: say so, the detail then follows it.
    void message.success(t(listingId === null ? 'created' : 'saved'));
    navigate(listingDetailPath(answer.data.id));
  };
  return { submit, saving: save.isPending };
}

/** Create: the product's default draft for the chosen store; another store reloads it with that store's prices. */
function CreateListing({ productId, publications, askedStoreId }: { productId: string; publications: Publications; askedStoreId: number | null }) {
  const { t } = useTranslation('listingEditor');
  const navigate = useNavigate();
  const asked = publications.find((p) => p.stores.some((s) => s.storeId === askedStoreId));
  const [platform, setPlatform] = useState<string | null>(asked?.platform ?? publications[0]?.platform ?? null);
  const [storeId, setStoreId] = useState<number | null>(asked ? askedStoreId : (publications[0]?.stores[0]?.storeId ?? null));
  const draft = useProductDraft(productId, storeId);
  const { submit, saving } = useSubmit(null);
  const { modal } = App.useApp();
  // The product is already in this store: the server answers 'The same product is listed repeatedly' (spec 5.1)
  // naming `duplicate`; the seller may list it again as another product.
  const submitOnce = async (request: ListingDraft) => {
    try {
      await submit(request);
    } catch (error) {
      if (!(error instanceof ApiError && error.field === 'duplicate')) throw error;
      const again = await modal.confirm({ title: error.message, content: t('duplicate.text'), okText: t('duplicate.listAgain'), cancelText: t('cancel'), okButtonProps: { 'data-testid': 'listing-duplicate-ok' } });
      if (again) await submit({ ...request, duplicate: true });
    }
  };
  const storeFields = (
    <StoreSelects
      publications={publications}
      platform={platform}
      storeId={storeId}
      onChange={(nextPlatform, nextStore) => {
        setPlatform(nextPlatform);
        setStoreId(nextStore);
      }}
    />
  );

  if (draft.isError) return <>{storeFields}<Alert type="error" showIcon title={loadError(draft.error, t('loadFailed'))} data-testid="listing-load-error" /></>;
  // The form starts from the draft read now, never from one cached by an earlier opening (a product listed again).
  if (!draft.data || !draft.isFetchedAfterMount) return storeId === null ? storeFields : <Skeleton active paragraph={{ rows: 12 }} />;
  return <ListingForm key={`${storeId}`} source={draft.data} storeFields={storeFields} listingId={null} saving={saving} onSubmit={submitOnce} onCancel={() => navigate(-1)} />;
}

/** Edit: the saved listing; its platform and store stay. */
function EditListing({ id, publications }: { id: number; publications: Publications }) {
  const { t } = useTranslation('listingEditor');
  const navigate = useNavigate();
  const detail = useListingDetail(id, { fresh: true });
  const { submit, saving } = useSubmit(id);
  if (detail.isError) return <Alert type="error" showIcon title={loadError(detail.error, t('loadFailed'))} data-testid="listing-load-error" />;
  if (!detail.data || !detail.isFetchedAfterMount) return <Skeleton active paragraph={{ rows: 12 }} />;
  const listing = detail.data;
  // The listing's store may since have been deactivated; it is still named.
  const withOwnStore = publications.some((p) => p.stores.some((s) => s.storeId === listing.storeId))
    ? publications
    : [...publications, { platform: listing.platform as Publications[number]['platform'], platformCode: '', platformName: listing.platform, stores: [{ storeId: listing.storeId, storeName: listing.storeName, currency: listing.currency }] }];
  return (
    <ListingForm
      key={listing.id}
      source={listing}
      storeFields={<StoreSelects publications={withOwnStore} platform={listing.platform} storeId={listing.storeId} />}
      listingId={id}
      saving={saving}
      onSubmit={submit}
      onCancel={() => navigate(listingDetailPath(id))}
    />
  );
}

/** /publish/edit?productId=<kkProductId> (create) or ?id=<listingId> (edit): spec 2.8, desktop only (2.2: a phone gets a message). */
export default function ListingEditPage() {
  const { t } = useTranslation('listingEditor');
  const [params] = useSearchParams();
  const publications = usePublications();
  const id = Number(params.get('id')) || null;
  const productId = params.get('productId') ?? '';
  const storeId = Number(params.get('storeId')) || null;
  const listable = publications.data?.filter((p) => EDITOR_PLATFORMS.includes(p.platform) && p.stores.length > 0);

  let body;
  if (!id && !productId) body = <Empty description={t('noProduct')} />;
  else if (publications.isError) body = <Alert type="error" showIcon title={loadError(publications.error, t('loadFailed'))} />;
  else if (!listable) body = <Skeleton active paragraph={{ rows: 12 }} />;
  else if (id) body = <EditListing id={id} publications={listable} />;
  else if (listable.length === 0)
    body = (
      <Empty description={t('messages:listings.addStoreFirst')} data-testid="listing-no-store">
        <Link to={STORE_MANAGE_PAGE}>
          <Button type="primary">{t('connectStore')}</Button>
        </Link>
      </Empty>
    );
  else body = <CreateListing productId={productId} publications={listable} askedStoreId={storeId} />;

  return (
    <div className={styles.page} data-testid="listing-editor">
      <header className={styles.header}>
        <h1>{id ? t('titleEdit') : t('titleCreate')}</h1>
        {id && <Link to={listingDetailPath(id)}>{t('toDetail')}</Link>}
      </header>
      {/* Both stay mounted and the width picks one (CSS): a window narrowed for a moment keeps what was typed. */}
      <div className={styles.phoneOnly}>
        <DesktopOnly backTo={id ? listingDetailPath(id) : LISTINGS_PATH} />
      </div>
      <div className={styles.desktopOnly}>{body}</div>
    </div>
  );
}
