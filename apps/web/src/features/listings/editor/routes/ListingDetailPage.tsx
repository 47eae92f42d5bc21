import { platformFromAny, platformInfo } from '@threadway/contracts';
import { EditOutlined, LinkOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Empty, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import panel from '../../../../components/Panel.module.css';
import { useIsDesktop } from '../../../../components/useIsDesktop';
import { useStoreMoney } from '../../../../components/useStoreMoney';
import { ApiError } from '../../../../lib/api-client';
import { useListingDetail, type ListingDetail } from '../api/editor';
import { VariantsTable } from '../components/VariantsTable';
import styles from '../components/Editor.module.css';
import { stateFrom } from '../components/ListingForm';
import { LISTINGS_PATH, listingEditPath } from '../paths';
import { useDeliveryText, useWarehouseName } from '../../../logistics/channel-text';

const STATUS_COLOURS: Record<ListingDetail['status'], string> = { published: 'green', hidden: 'default', queued: 'blue', deleted: 'red' };

/** The listing as it goes to the store: what was sent, where it stands, and why the last write failed. */
function Detail({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listingEditor');
  const desktop = useIsDesktop();
  const state = stateFrom(listing);
  const images = state.images.filter((image) => image.selected);
  const none = <span className={styles.muted}>—</span>;
  const money = useStoreMoney(listing.currency);
  const days = useDeliveryText();
  const warehouseName = useWarehouseName();

  return (
    <>
      <section className={panel.panel} data-testid="listing-detail-head">
        <div className={styles.sectionHead}>
          <h2 data-testid="listing-detail-title">{listing.title}</h2>
          {desktop ? (
            <Link to={listingEditPath(listing.id)}>
              <Button type="primary" icon={<EditOutlined />} data-testid="listing-edit">
                {t('edit')}
              </Button>
            </Link>
          ) : (
            <span className={styles.muted}>{t('desktopOnly.title')}</span>
          )}
        </div>
        <div className={styles.tags}>
          <Tag color={STATUS_COLOURS[listing.status]} data-testid="listing-status">
            {t(`status.${listing.status}`)}
          </Tag>
          {listing.platformStatus && <Tag data-testid="listing-platform-status">{listing.platformStatus}</Tag>}
          {listing.syncType !== null && (
            <Tag color="processing" data-testid="listing-sync">
              {t(`syncTypes.${listing.syncType}`)}
            </Tag>
          )}
        </div>
        {listing.lastError && <Alert type="error" showIcon title={t('lastError')} description={listing.lastError} data-testid="listing-last-error" />}
        <Descriptions size="small" column={desktop ? 2 : 1} bordered>
          <Descriptions.Item label={t('fields.platform')}>{platformFromAny(listing.platform) ? platformInfo(platformFromAny(listing.platform)!).name : listing.platform}</Descriptions.Item>
          <Descriptions.Item label={t('fields.store')}>
            <span data-testid="listing-store-name">{listing.storeName}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('inStore')}>
            {listing.platformUrl ? (
              <a href={listing.platformUrl} target="_blank" rel="noreferrer">
                <LinkOutlined /> {t('openInStore')}
              </a>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.tags')}>{listing.tags.length ? listing.tags.join(', ') : none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.productType')}>{listing.productType || none}</Descriptions.Item>
          <Descriptions.Item label={t('fields.sizeUnit')}>{listing.sizeUnit ? t(`sizeUnits.${listing.sizeUnit}`, { defaultValue: listing.sizeUnit }) : none}</Descriptions.Item>
          <Descriptions.Item label={t('sections.shipping')} span={desktop ? 2 : 1}>
            {listing.shipFrom && listing.shipTo && listing.channelCode ? (
              <span data-testid="listing-shipping">
                <bdi dir="ltr">
                  {warehouseName(listing.shipFrom)} → {listing.shipTo} · {listing.channelCode}
                </bdi>
                {listing.deliveryDays && (
                  <>
                    {' · '}
                    {t('shipping.estimated')} <bdi>{days(listing.deliveryDays)}</bdi>
                  </>
                )}
              </span>
            ) : (
              none
            )}
          </Descriptions.Item>
        </Descriptions>
      </section>

      <section className={panel.panel}>
        <h2>{t('sections.variants')}</h2>
        {desktop ? (
          <VariantsTable variants={state.variants} currency={listing.currency} errors={{}} />
        ) : (
          <ul className={styles.variantCards} data-testid="listing-variant-cards">
            {state.variants.map((v) => (
              <li key={v.skuId}>
                <strong className={styles.ltr}>{v.sku}</strong>
                <span>
                  {v.size} · {v.colour}
                </span>
                <span>
                  {t('variants.price')} {money(v.priceCents)}
                  {v.compareAtCents !== null && <s className={styles.muted}> {money(v.compareAtCents)}</s>}
                </span>
                <span>
                  {t('variants.quantity')} {v.quantity}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panel.panel}>
        <h2>{t('sections.images')}</h2>
        <ol className={styles.imageGrid}>
          {images.map((image, index) => (
            <li key={image.url} className={styles.imageTile}>
              <img src={image.url} alt={t('images.alt', { position: index + 1 })} loading="lazy" />
            </li>
          ))}
        </ol>
      </section>

      <section className={panel.panel}>
        <h2>{t('fields.description')}</h2>
        {/* Sanitized by the server when saved. */}
        <div className={styles.descriptionView} dir="auto" dangerouslySetInnerHTML={{ __html: listing.descriptionHtml }} />
      </section>
    </>
  );
}

/** /publish/MTDetail?id=<listingId> (spec 2.1, 2.8): read-only, refreshed while a write to the store runs. */
export default function ListingDetailPage() {
  const { t } = useTranslation('listingEditor');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const detail = useListingDetail(id, { pollWhileSyncing: true });

  return (
    <div className={styles.page} data-testid="listing-detail">
      <header className={styles.header}>
        <h1>{t('titleDetail')}</h1>
        <Link to={LISTINGS_PATH}>{t('toListings')}</Link>
      </header>
      {id === null ? (
        <Empty description={t('messages:listings.notFound')} />
      ) : detail.isError ? (
        <Alert type="error" showIcon title={detail.error instanceof ApiError ? detail.error.message : t('loadFailed')} data-testid="listing-load-error" />
      ) : !detail.data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Detail listing={detail.data} />
      )}
    </div>
  );
}
