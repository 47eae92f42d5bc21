/** Placeholder until this screen is written. */
export default function AdminApp() {
  return null;
}
