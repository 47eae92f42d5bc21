/** What another screen may hand the sign-in page through navigation state. */
export interface SignInState {
  account?: string;
  notice?: string;
}
