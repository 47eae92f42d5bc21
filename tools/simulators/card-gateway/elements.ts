import type { FastifyInstance } from 'fastify';
import { formOf, html } from '../shared/server.ts';
import { escape, layout } from '../shared/pages.ts';
import { cardProblem } from './card-check.ts';
import type { CardVault } from './vault.ts';

/**
 * The gateway's own script and card frame, the way Stripe.js and its card Element work: the
 * merchant's page loads GET /v3/ from the gateway's origin, `Stripe(publishableKey)` mounts a card
 * frame (GET /elements/card, this origin) where the card is typed, and `createPaymentMethod` makes
 * the frame post the card to POST /v1/payment_methods (publishable key) and hand back only the
 * PaymentMethod id. The merchant's page never reads a card number: frames of another origin keep it.
 */

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

/** The subset of Stripe.js the payment page uses: Stripe(key).elements().create('card').mount(el), stripe.createPaymentMethod({type, card}). */
const script = (origin: string) => `(() => {
  const ORIGIN = ${JSON.stringify(origin)};
  let next = 0;
  window.Stripe = function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) throw new Error('Stripe(): a publishable key (pk_...) is needed');
    const frames = new Map();
    const waiting = new Map();
    window.addEventListener('message', (event) => {
      if (event.origin !== ORIGIN || !event.data || event.data.source !== 'gateway-card-frame') return;
      const { kind, requestId, result, height, frameId, complete, error } = event.data;
      const element = frames.get(frameId);
      if (kind === 'resize' && element) element.iframe.style.height = height + 'px';
      if (kind === 'change' && element) element.listeners.forEach((listener) => listener({ complete, error: error || undefined }));
      if (kind === 'result' && waiting.has(requestId)) { waiting.get(requestId)(result); waiting.delete(requestId); }
    });
    const createElement = (type, options) => {
      if (type !== 'card') throw new Error('Only the card element is available');
      const frameId = 'card-' + (++next);
      const element = {
        iframe: null,
        listeners: [],
        mount(target) {
          const host = typeof target === 'string' ? document.querySelector(target) : target;
          const iframe = document.createElement('iframe');
          const query = new URLSearchParams({ key: publishableKey, frameId, parent: window.location.origin, locale: (options && options.locale) || 'auto' });
          iframe.src = ORIGIN + '/elements/card?' + query;
          iframe.title = 'Secure card payment input frame';
          iframe.setAttribute('frameborder', '0');
          iframe.setAttribute('allowtransparency', 'true');
          iframe.style.cssText = 'border:0;width:100%;height:64px;display:block;background:transparent';
          host.replaceChildren(iframe);
          element.iframe = iframe;
        },
        on(event, listener) { if (event === 'change') element.listeners.push(listener); },
        unmount() { if (element.iframe) element.iframe.remove(); element.iframe = null; },
        destroy() { element.unmount(); frames.delete(frameId); },
      };
      frames.set(frameId, element);
      return element;
    };
    return {
      elements: () => ({ create: createElement }),
      createPaymentMethod({ type, card, billing_details }) {
        if (type !== 'card' || !card || !card.iframe) return Promise.resolve({ error: { type: 'validation_error', message: 'The card element is not mounted.' } });
        const requestId = 'pm-' + (++next);
        return new Promise((resolve) => {
          waiting.set(requestId, resolve);
          card.iframe.contentWindow.postMessage({ kind: 'createPaymentMethod', requestId, billing_details: billing_details || {} }, ORIGIN);
        });
      },
    };
  };
})();
`;

const frameStyle =
  "*{box-sizing:border-box}body{margin:0;font:14px system-ui,sans-serif;color:#1f1f1f;background:transparent}.row{display:flex;flex-wrap:wrap;gap:8px}.field{flex:1 1 140px;min-width:0}.field.number{flex:2 1 220px}label{display:block;font-size:12px;color:#595959;margin-bottom:4px}input{width:100%;padding:8px 10px;border:1px solid #d9d9d9;border-radius:6px;font:inherit}input:focus{outline:2px solid #1677ff33;border-color:#1677ff}.error{color:#b00020}";

/** The frame's page: the three card fields and the code that tokenises them for the parent page, which must be the origin that mounted it. */
function cardFrame(query: { key: string; frameId: string; parent: string }) {
  const config = JSON.stringify(query).replaceAll('<', '\\u003c');
  return layout(
    'Card',
    frameStyle,
    `<div class="row">
<div class="field number"><label for="number">Card number</label><input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></div>
<div class="field"><label for="expiry">Expiry (MM/YY)</label><input id="expiry" autocomplete="cc-exp" placeholder="MM / YY"></div>
<div class="field"><label for="cvc">CVC</label><input id="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div>
</div>
<script>
(() => {
  const config = ${config};
  const $ = (id) => document.getElementById(id);
  const tell = (message) => parent.postMessage({ source: 'gateway-card-frame', frameId: config.frameId, ...message }, config.parent);
  const card = () => {
    const expiry = /^(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec($('expiry').value.trim());
    const year = expiry ? Number(expiry[2]) : NaN;
    return { number: $('number').value.replace(/[\\s-]/g, ''), exp_month: expiry ? expiry[1] : '', exp_year: expiry ? String(year < 100 ? 2000 + year : year) : '', cvc: $('cvc').value.trim() };
  };
  const complete = () => { const c = card(); return c.number.length >= 12 && c.exp_month !== '' && c.cvc.length >= 3; };
  for (const input of document.querySelectorAll('input')) input.addEventListener('input', () => tell({ kind: 'change', complete: complete() }));
  // The body's own height: the document's is never less than the frame, so the frame could not shrink.
  const resize = () => tell({ kind: 'resize', height: Math.ceil(document.body.getBoundingClientRect().height) + 2 });
  new ResizeObserver(resize).observe(document.body);
  window.addEventListener('message', async (event) => {
    if (event.origin !== config.parent || !event.data || event.data.kind !== 'createPaymentMethod') return;
    const c = card();
    const form = new URLSearchParams({ type: 'card', 'card[number]': c.number, 'card[exp_month]': c.exp_month, 'card[exp_year]': c.exp_year, 'card[cvc]': c.cvc });
    for (const [key, value] of Object.entries(event.data.billing_details || {})) if (typeof value === 'string') form.set('billing_details[' + key + ']', value);
    let result;
    try {
      const response = await fetch('/v1/payment_methods', { method: 'POST', headers: { authorization: 'Bearer ' + config.key, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      const body = await response.json();
      result = response.ok ? { paymentMethod: body } : { error: body.error };
    } catch {
      result = { error: { type: 'api_connection_error', message: 'We could not reach the card gateway. Please try again.' } };
    }
    // As with Stripe's card Element, the merchant's page shows the error (it gets result.error).
    tell({ kind: 'result', requestId: event.data.requestId, result });
  });
  resize();
})();
</script>`,
  );
}

/** GET /v3/, GET /elements/card and POST /v1/payment_methods; `publishable` checks the key the frame sends. */
export function elementsRoutes(app: FastifyInstance, vault: CardVault, publishable: (key: string) => boolean, baseUrl: () => string) {
  app.get('/v3/', async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(script(baseUrl())));

  app.get<{ Querystring: Record<string, string | undefined> }>('/elements/card', async (request, reply) => {
    const { key = '', frameId = '', parent = '' } = request.query;
    let parentOrigin: string;
    try {
      parentOrigin = new URL(parent).origin;
    } catch {
      return html(reply, 400, layout('Card', frameStyle, '<p class="error">The card frame needs the origin of the page it is mounted in.</p>'));
    }
    if (!publishable(key)) return html(reply, 401, layout('Card', frameStyle, `<p class="error">${escape('Invalid API Key provided.')}</p>`));
    return html(reply, 200, cardFrame({ key, frameId, parent: parentOrigin }));
  });

  app.post('/v1/payment_methods', async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    if (!publishable(auth.startsWith('Bearer ') ? auth.slice(7) : '')) return reply.status(401).send(stripeError('invalid_request_error', 'Invalid API Key provided.'));
    const form = formOf(request.body);
    if (form.get('type') !== 'card') return reply.status(400).send(stripeError('invalid_request_error', 'The simulator tokenises cards only (type=card).'));
    const number = (form.get('card[number]') ?? '').replace(/[\s-]/g, '');
    const card = { number, expMonth: Number(form.get('card[exp_month]')), expYear: Number(form.get('card[exp_year]')), cvc: form.get('card[cvc]') ?? '' };
    const problem = cardProblem(card);
    if (problem) return reply.status(402).send(stripeError('card_error', problem.message, problem.code));
    return vault.createPaymentMethod({ number, expMonth: card.expMonth, expYear: card.expYear, name: (form.get('billing_details[name]') ?? '').trim() });
  });
}
