/** Placeholder until this screen is written. */
export default function MallHomePage() {
  return null;
}
