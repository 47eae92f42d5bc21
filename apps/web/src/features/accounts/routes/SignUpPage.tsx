/** Placeholder until this screen is written. */
export default function SignUpPage() {
  return null;
}
