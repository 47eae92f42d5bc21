import { APPROVAL_PAGE_STYLE, escape, layout } from '../shared/pages.ts';
import type { TestAccount } from './accounts.ts';

const STYLE = `${APPROVAL_PAGE_STYLE}fieldset{border:1px solid #ccc;margin-top:12px}label{display:block;margin:6px 0}input[type=text],input[type=email]{width:100%;padding:8px;box-sizing:border-box}`;

/** Google's account chooser, simplified: pick a test account (or type one) and continue, or cancel. */
export function chooserPage(input: { action: string; appName: string; hidden: Record<string, string>; accounts: readonly TestAccount[] }): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const accounts = input.accounts
    .map(
      (a, i) =>
        `<label><input type="radio" name="account" value="${escape(a.sub)}"${i === 0 ? ' checked' : ''}> ${escape(a.name)} &lt;${escape(a.email)}&gt;</label>`,
    )
    .join('');
  return layout(
    'Sign in with Google',
    STYLE,
    `<h1>Choose an account</h1>
<p>to continue to ${escape(input.appName)} (OpenID Connect provider simulator)</p>
<form method="post" action="${escape(input.action)}">${hidden}
<fieldset><legend>Test accounts</legend>${accounts}
<label><input type="radio" name="account" value="other"> Use another account</label>
<label for="email">E-mail (another account)</label><input id="email" type="email" name="email">
<label for="name">Name (another account)</label><input id="name" type="text" name="name">
</fieldset>
<button type="submit" name="decision" value="continue">Continue</button><button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}
