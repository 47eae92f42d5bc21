import { Button } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WhenVisible } from '../../../components/WhenVisible';
import { useSession } from '../../../lib/session';
import { useHomeSections } from './api/home';
import { BannerCarousel } from './components/BannerCarousel';
import { FestivalCollections } from './components/FestivalCollections';
import { FlashSaleBlock } from './components/FlashSaleBlock';
import { GuestRegisterBlock } from './components/GuestRegisterBlock';
import styles from './components/home.module.css';
import { InfluencerStrip } from './components/InfluencerStrip';
import { ProductShelf } from './components/ProductShelf';
import { PromoCards } from './components/PromoCards';
import { SectionHeader } from './components/SectionHeader';
import { ValueProps } from './components/ValueProps';
import { WelcomeCard } from './components/WelcomeCard';

/** Products per home row; You May Like shows them as a grid of four rows. */
const SECTION_SIZE = 20;
/**
 * The place the blocks below the flash sale hold until the visitor scrolls towards them: on a phone they are
 * several screens down, and drawing them (with their calls and pictures) at once was about a third of the
 * first load's work (decision 0049).
 */
const LOWER_BLOCKS_HEIGHT = 1200;

/**
 * /mall (spec 2.3), for sellers and guests: banners, the four promises, all categories, the flash
 * sale, shipping and customization entries, Influencers' Pick, festival collections and You May
 * Like with View More. Guests get the guest product list instead of You May Like: Shop by
 * Category, Best Sellers, New Arrivals, 'We think you'll love these', then the invitation to
 * register for more. The category tiles come from the catalogue feature (composed in routes).
 */
export default function MallHomePage({ categoryTiles: CategoryTiles }: { categoryTiles: ComponentType }) {
  const { t } = useTranslation('mall');
  const navigate = useNavigate();
  const session = useSession();
  const { data: sections } = useHomeSections(SECTION_SIZE);

  return (
    <div className={styles.page} data-testid={session ? 'mall-home' : 'mall-home-guest'}>
      <div className={styles.hero}>
        <BannerCarousel />
        <WelcomeCard />
      </div>
      <ValueProps />
      <section className={styles.block} data-testid="home-categories">
        <SectionHeader title={session ? t('home.allCategories') : t('home.shopByCategory')} to="/product-list" />
        <CategoryTiles />
      </section>
      <FlashSaleBlock />
      {!session && (
        <>
          <ProductShelf title={t('home.bestSellers')} products={sections?.bestSellers} to="/mall/album?type=2" testId="home-best-sellers" />
          <ProductShelf title={t('home.newArrivals')} products={sections?.newArrivals} to="/mall/album?type=1" testId="home-new-arrivals" />
        </>
      )}
      <WhenVisible minHeight={LOWER_BLOCKS_HEIGHT}>
        <PromoCards />
        <InfluencerStrip />
        <FestivalCollections />
        <ProductShelf title={session ? t('home.youMayLike') : t('home.loveThese')} products={sections?.youMayLike} testId="home-recommendations" grid />
        {session ? (
          <div className={styles.viewMore}>
            <Button size="large" onClick={() => void navigate('/product-list')} data-testid="home-view-more">
              {t('home.viewMore')}
            </Button>
          </div>
        ) : (
          <GuestRegisterBlock />
        )}
      </WhenVisible>
    </div>
  );
}
