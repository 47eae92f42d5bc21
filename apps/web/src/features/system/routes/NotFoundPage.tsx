/** Placeholder until this screen is written. */
export default function NotFoundPage() {
  return null;
}
