/** Placeholder until this screen is written. */
export default function AccountSettingPage() {
  return null;
}
