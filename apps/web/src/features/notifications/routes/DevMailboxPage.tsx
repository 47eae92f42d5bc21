/** Placeholder until this screen is written. */
export default function DevMailboxPage() {
  return null;
}
