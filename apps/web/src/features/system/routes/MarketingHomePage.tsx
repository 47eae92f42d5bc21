import { ClaimsStrip } from '../components/home/ClaimsStrip';
import { FinalCta } from '../components/home/FinalCta';
import { HomeHero } from '../components/home/HomeHero';
import { HowItWorks } from '../components/home/HowItWorks';
import { ValueBlocks } from '../components/home/ValueBlocks';

/** The marketing landing page at / and /home. */
export default function MarketingHomePage() {
  return (
    <>
      <HomeHero />
      <ClaimsStrip />
      <ValueBlocks />
      <HowItWorks />
      <FinalCta />
    </>
  );
}
