import { escape, layout } from '../shared/pages.ts';

/** The simulator's hosted pages: plain HTML forms with labels, no script. */

interface PageSession {
  id: string;
  amount_total: number;
  currency: string;
  /** 'setup' saves a card for later instead of paying. */
  mode?: string;
}

const style =
  'body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px}label{display:block;margin-top:12px}input{width:100%;padding:8px;box-sizing:border-box}input[type=radio]{width:auto}fieldset{margin-top:12px}button{margin-top:16px;padding:10px 16px}.error{color:#b00020}';
const money = (session: PageSession) => `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;

export function cardPage(session: PageSession, error: string | null): string {
  const saving = session.mode === 'setup';
  const action = saving ? 'Save card' : `Pay ${money(session)}`;
  return layout(
    saving ? 'Save a card' : 'Pay by card',
    style,
    `<h1>${saving ? 'Save a card for later payments' : escape(action)}</h1>
<p>Card gateway simulator: test cards only.</p>
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/pay/${escape(session.id)}">
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
<label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" placeholder="MM/YY" autocomplete="cc-exp" required>
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">${escape(action)}</button>
</form>`,
  );
}

export function authenticationPage(session: PageSession): string {
  return layout(
    'Complete authentication',
    style,
    `<h1>Complete authentication</h1>
<p>Your bank asks you to confirm ${session.mode === 'setup' ? 'saving this card' : `the payment of ${escape(money(session))}`}.</p>
<form method="post" action="/pay/${escape(session.id)}/authenticate">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="fail">Fail</button>
</form>`,
  );
}

/** The bank's page for a payment intent confirmed with a card that asks for authentication (3-D Secure). */
export function intentAuthenticationPage(intent: { id: string; amount: number; currency: string }): string {
  return layout(
    'Complete authentication',
    style,
    `<h1>Complete authentication</h1>
<p>Your bank asks you to confirm the payment of ${escape(money({ id: intent.id, amount_total: intent.amount, currency: intent.currency }))}.</p>
<form method="post" action="/authenticate/${escape(intent.id)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="fail">Fail</button>
</form>`,
  );
}

/** Regional wallets the hosted page offers (Stripe's payment method types) and their names. */
export const REGIONAL_WALLETS: Record<string, string> = { alipay: 'Alipay', wechat_pay: 'WeChat Pay' };

/** A session for regional wallets: pick one, then the wallet's test decision (as on Stripe's test redirect pages). */
export function walletPage(session: PageSession & { payment_method_types: string[] }): string {
  const wallets = session.payment_method_types.filter((type) => type in REGIONAL_WALLETS);
  return layout(
    'Pay with a wallet',
    style,
    `<h1>Pay ${escape(money(session))}</h1>
<p>Card gateway simulator: a test payment, no wallet app is opened.</p>
<form method="post" action="/pay/${escape(session.id)}/wallet">
<fieldset><legend>Wallet</legend>
${wallets.map((type, index) => `<label><input type="radio" name="wallet" value="${escape(type)}"${index === 0 ? ' checked' : ''}> ${escape(REGIONAL_WALLETS[type]!)}</label>`).join('\n')}
</fieldset>
<button type="submit" name="decision" value="authorize">Authorize test payment</button>
<button type="submit" name="decision" value="fail">Fail test payment</button>
</form>`,
  );
}

export const closedPage = () => layout('Checkout closed', style, '<h1>This checkout session is no longer available.</h1>');
