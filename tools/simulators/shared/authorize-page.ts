import { APPROVAL_PAGE_STYLE, escape, layout } from './pages.ts';

/**
 * The marketplace simulators' app-authorization page (TikTok Shop, Temu Seller Center): the
 * seller names the shop being connected, picks its region and authorizes the app.
 */
export interface AuthorizePage {
  platform: string;
  appName: string;
  /** Where the form posts. */
  action: string;
  hidden: Record<string, string>;
  shopLabel: string;
  shopDefault: string;
  regions: readonly string[];
  buttons: { value: string; label: string }[];
}

const STYLE = `${APPROVAL_PAGE_STYLE}label{display:block;margin-top:12px}input,select{width:100%;padding:8px;box-sizing:border-box}`;

export function authorizePage(page: AuthorizePage): string {
  const hidden = Object.entries(page.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const regions = page.regions.map((r) => `<option value="${escape(r)}">${escape(r)}</option>`).join('');
  const buttons = page.buttons.map((b) => `<button type="submit" name="decision" value="${escape(b.value)}">${escape(b.label)}</button>`).join('');
  return layout(
    `Authorize ${page.appName}`,
    STYLE,
    `<h1>Authorize ${escape(page.appName)}</h1>
<p>${escape(page.platform)} (simulator): ${escape(page.appName)} asks to manage your shop's products and orders.</p>
<form method="post" action="${escape(page.action)}">${hidden}
<label for="shop_name">${escape(page.shopLabel)}</label><input id="shop_name" name="shop_name" value="${escape(page.shopDefault)}" required>
<label for="region">Region</label><select id="region" name="region">${regions}</select>
${buttons}
</form>`,
  );
}

/** A page the seller sees when the simulator cannot go on (unknown app, no redirect URL). */
export const problemPage = (title: string, text: string) => layout(title, APPROVAL_PAGE_STYLE, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
