/** Placeholder until this screen is written. */
export default function SignInPage() {
  return null;
}
