import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { popupFor, popupSubject, type Audience } from './ad-popup-rules.ts';

const popup = (id: number, accept_type: number, display_page_type: number) => ({ id, popupRules: { delay_time: 0, accept_type, display_page_type } });
const guest: Audience = { signedIn: false, hasSpStore: false };
const seller: Audience = { signedIn: true, hasSpStore: false };
const spSeller: Audience = { signedIn: true, hasSpStore: true };

describe('ad popup audience and pages (spec 3 and 4)', () => {
  test('accept_type picks who sees it', () => {
    const everyone = popup(1, 0, 2);
    const guestsOnly = popup(2, 1, 2);
    const sellersOnly = popup(3, 2, 2);
    const spOnly = popup(4, 3, 2);
    assert.equal(popupFor([everyone], '/mall', guest), everyone);
    assert.equal(popupFor([guestsOnly], '/mall', guest), guestsOnly);
    assert.equal(popupFor([guestsOnly], '/mall', seller), null);
    assert.equal(popupFor([sellersOnly], '/mall', guest), null);
    assert.equal(popupFor([sellersOnly], '/mall', seller), sellersOnly);
    assert.equal(popupFor([spOnly], '/mall', seller), null);
    assert.equal(popupFor([spOnly], '/mall', spSeller), spOnly);
  });
  test('display_page_type 0 shows only on the mall home, 2 everywhere', () => {
    const home = popup(1, 0, 0);
    for (const path of ['/mall', '/', '', '/mall/']) assert.equal(popupFor([home], path, guest), home, path);
    for (const path of ['/product-list', '/mall/similar', '/home']) assert.equal(popupFor([home], path, guest), null, path);
    assert.ok(popupFor([popup(2, 0, 2)], '/product-list', guest));
  });
  test('when several match, the last one is shown', () => {
    const first = popup(1, 0, 2);
    const second = popup(2, 0, 2);
    const notForGuests = popup(3, 2, 2);
    assert.equal(popupFor([first, second, notForGuests], '/mall', guest), second);
  });
  test('unknown rule values match nobody', () => {
    assert.equal(popupFor([popup(1, 9, 2), popup(2, 0, 1)], '/mall', spSeller), null);
  });
});

describe('what an ad popup is about', () => {
  const origin = 'https://threadway.shop';
  test('the event page it links to on our site names it', () => {
    assert.equal(popupSubject('/mall/flash-sale', origin), 'flashSale');
    assert.equal(popupSubject('https://threadway.shop/mall/festival-collection?discountId=4', origin), 'festival');
    assert.equal(popupSubject('/mall/discount/?discountId=2', origin), 'discount');
    assert.equal(popupSubject('/mall/sale', origin), 'sale');
    assert.equal(popupSubject('/mall/new-in', origin), 'newIn');
  });
  test('no link, another page or another site is an offer', () => {
    assert.equal(popupSubject(null, origin), 'offer');
    assert.equal(popupSubject('  ', origin), 'offer');
    assert.equal(popupSubject('/product-list', origin), 'offer');
    assert.equal(popupSubject('https://elsewhere.example/mall/flash-sale', origin), 'offer');
  });
});
