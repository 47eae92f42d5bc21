/** Placeholder until this screen is written. */
export default function MarketingHomePage() {
  return null;
}
