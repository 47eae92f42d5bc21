import { escape, layout } from '../shared/pages.ts';

/** The pay-later simulator's hosted pages: plain HTML forms with labels, no script. */

const style =
  'body{font-family:system-ui,sans-serif;max-width:460px;margin:40px auto;padding:0 16px}dt{font-weight:600;margin-top:8px}button{margin:16px 8px 0 0;padding:10px 16px}fieldset{margin:16px 0;line-height:1.8}table{border-collapse:collapse}td,th{padding:4px 8px;border-bottom:1px solid #ddd;text-align:left}';
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface ApplicationView {
  uuid: string;
  companyName: string;
  email: string;
  phone: string;
  countryCode: string;
  requestedLimitCents: number;
}

/** The simulator's review switch: the decision a submitted application gets, preset from the e-mail. */
export type ReviewDecision = 'accepted' | 'declined' | 'pending';
const REVIEW_CHOICES: [ReviewDecision, string][] = [
  ['accepted', 'Approve'],
  ['declined', 'Reject'],
  ['pending', 'Keep under review'],
];

function reviewSwitch(preset: ReviewDecision): string {
  const options = REVIEW_CHOICES.map(
    ([value, label]) => `<label><input type="radio" name="review" value="${value}"${value === preset ? ' checked' : ''}> ${label}</label>`,
  ).join('<br>');
  return `<fieldset><legend>Simulator review (the provider takes about 3 business days)</legend>${options}</fieldset>`;
}

export function applicationPage(application: ApplicationView, preset: ReviewDecision): string {
  return layout(
    'Apply for trade credit',
    style,
    `<h1>Apply for trade credit</h1>
<p>Pay-later simulator: choose the review's outcome below; it is preset from the contact e-mail (see tools/simulators/README.md).</p>
<dl>
<dt>Business name</dt><dd>${escape(application.companyName)}</dd>
<dt>Contact e-mail</dt><dd>${escape(application.email)}</dd>
<dt>Phone</dt><dd>${escape(application.phone)}</dd>
<dt>Country</dt><dd>${escape(application.countryCode)}</dd>
<dt>Requested limit</dt><dd>${escape(dollars(application.requestedLimitCents))}</dd>
</dl>
<form method="post" action="/trade-account/${escape(application.uuid)}">
${reviewSwitch(preset)}
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

export interface BuyerView {
  uuid: string;
  externalReferenceId: string;
  companyName: string;
  state: ReviewDecision;
  limitCents: number;
  balanceCents: number;
}

/** The simulator's review desk: every buyer with its state, and the switch to decide it now. */
export function reviewDeskPage(buyers: BuyerView[]): string {
  const rows = buyers
    .map(
      (buyer) => `<tr><td>${escape(buyer.companyName)}</td><td>${escape(buyer.externalReferenceId)}</td><td>${escape(buyer.state)}</td><td>${escape(dollars(buyer.limitCents))}</td><td>${escape(dollars(buyer.balanceCents))}</td>
<td><form method="post" action="/review/${escape(buyer.uuid)}">${REVIEW_CHOICES.map(([value, label]) => `<button type="submit" name="review" value="${value}">${label}</button>`).join('')}</form></td></tr>`,
    )
    .join('');
  return layout(
    'Review desk',
    style,
    `<h1>Review desk</h1>
<p>Pay-later simulator: decide an application now instead of waiting for the review.</p>
<table><thead><tr><th>Business</th><th>Reference</th><th>State</th><th>Limit</th><th>Available</th><th>Decide</th></tr></thead><tbody>${rows || '<tr><td colspan="6">No buyers yet.</td></tr>'}</tbody></table>`,
  );
}
