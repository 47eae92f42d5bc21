import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFestivals } from '../api/home';
import styles from './home.module.css';
import { SectionHeader } from './SectionHeader';

/** Festival collections (spec 7: the home list of six), each with a few of its products. */
export function FestivalCollections() {
  const { t } = useTranslation('mall');
  const { data: festivals = [] } = useFestivals();
  if (festivals.length === 0) return null;
  return (
    <section className={styles.block} data-testid="home-festivals">
      <SectionHeader title={t('home.festivals.title')} />
      <div className={styles.festivalGrid}>
        {festivals.map((festival) => (
          <Link key={festival.discountId} to={`/mall/festival-collection?discountId=${festival.discountId}`} className={styles.festival}>
            <span className={styles.festivalHead}>
              {festival.bannerUrl && <img src={festival.bannerUrl} alt="" className={styles.festivalBanner} />}
              <span className={styles.festivalName}>{festival.name}</span>
            </span>
            <span className={styles.festivalProducts}>
              {festival.products.slice(0, 4).map((product) => (
                <span key={product.kkProductId} className={styles.festivalThumb}>
                  {product.mainImageUrl && <img src={product.mainImageUrl} alt={product.name} loading="lazy" />}
                </span>
              ))}
            </span>
            <span className={styles.festivalCta}>
              {t('home.festivals.shop')} <RightOutlined />
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
