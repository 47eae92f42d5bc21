import { isRtl, type LocaleCode } from '@threadway/contracts';
import type { OrderNotice } from '@threadway/contracts/notifications/order-notices';
import { translate } from '../../../platform/i18n.ts';
import type { OutgoingMessage } from '../mailer.ts';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export interface NoticeFacts {
  kkOrderId: string;
  /** The order's page in the web app. */
  link: string;
}

/** What happened, in the seller's language: the letter's title and sentence, shared by the e-mail. */
export function noticeWords(locale: LocaleCode, notice: OrderNotice, facts: NoticeFacts) {
  const params = { order: facts.kkOrderId };
  return { title: translate(locale, `orderNotices.${notice}.title`, params), body: translate(locale, `orderNotices.${notice}.body`, params) };
}

/** The e-mail: subject with the order ID, a plain-text part and an HTML part saying the same, with the link. */
export function noticeEmail(locale: LocaleCode, notice: OrderNotice, facts: NoticeFacts, to: string): OutgoingMessage {
  const { title, body } = noticeWords(locale, notice, facts);
  const params = { order: facts.kkOrderId, title };
  const subject = translate(locale, 'orderNotices.mail.subject', params);
  const orderLine = translate(locale, 'orderNotices.mail.orderId', params);
  const open = translate(locale, 'orderNotices.mail.open');
  const footer = translate(locale, 'orderNotices.mail.footer');
  const text = [title, '', body, '', orderLine, `${open}: ${facts.link}`, '', footer].join('\n');
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;line-height:1.5">
<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>
<p>${escapeHtml(body)}</p>
<p><bdi>${escapeHtml(orderLine)}</bdi></p>
<p><a href="${escapeHtml(facts.link)}" style="display:inline-block;padding:8px 16px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(open)}</a></p>
<p style="color:#8c8c8c;font-size:12px">${escapeHtml(footer)}</p>
</body></html>`;
  return { channel: 'email', to, subject, text, html };
}
