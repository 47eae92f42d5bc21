import { escape, layout } from '../shared/pages.ts';

/** The pay-later simulator's hosted pages: plain HTML forms with labels, no script. */

const style =
  'body{font-family:system-ui,sans-serif;max-width:460px;margin:40px auto;padding:0 16px}dt{font-weight:600;margin-top:8px}button{margin:16px 8px 0 0;padding:10px 16px}';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface ApplicationView {
  uuid: string;
  companyName: string;
  email: string;
  phone: string;
  countryCode: string;
  requestedLimitCents: number;
}

export function applicationPage(application: ApplicationView): string {
  return layout(
    'Apply for trade credit',
    style,
    `<h1>Apply for trade credit</h1>
<p>Pay-later simulator: the decision follows the contact e-mail (see tools/simulators/README.md).</p>
<dl>
<dt>Business name</dt><dd>${escape(application.companyName)}</dd>
<dt>Contact e-mail</dt><dd>${escape(application.email)}</dd>
<dt>Phone</dt><dd>${escape(application.phone)}</dd>
<dt>Country</dt><dd>${escape(application.countryCode)}</dd>
<dt>Requested limit</dt><dd>${escape(dollars(application.requestedLimitCents))}</dd>
</dl>
<form method="post" action="/trade-account/${escape(application.uuid)}">
<label><input type="checkbox" name="terms" value="accepted" required> I accept the credit terms</label>
<div><button type="submit" name="decision" value="submit">Submit application</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button></div>
</form>`,
  );
}

export function checkoutPage(order: { uuid: string; grossAmountCents: number; availableCents: number }): string {
  return layout(
    'Pay later',
    style,
    `<h1>Pay ${escape(dollars(order.grossAmountCents))} later</h1>
<p>Available credit: ${escape(dollars(order.availableCents))}. Payment is due in 30 days.</p>
<form method="post" action="/checkout/${escape(order.uuid)}">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</form>`,
  );
}

export const closedPage = () => layout('No longer available', style, '<h1>This page is no longer available.</h1>');
