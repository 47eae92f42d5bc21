import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signatureBase, temuSignature } from './signing.ts';

// Temu Partner docs, "API request signature method", signature example (bg.logistics.shipment.confirm):
// the documented parameters and app_secret sign to 4CCF219942D4180C6DDA3CE36C1B838F. The nested
// list is written with its keys in the order of the doc's step 2 text, which is the text signed.
const documented = {
  type: 'bg.logistics.shipment.confirm',
  timestamp: 1711009072,
  sendType: 0,
  sendRequestList: [
    {
      orderSendInfoList: [{ quantity: 1, orderSn: '211-21905473070712792', parentOrderSn: 'PO-211-21905452099192792', goodsId: 601099548666279, skuId: 17592352673534 }],
      carrierId: '699272611',
      trackingNumber: '270324232756',
    },
  ],
  data_type: 'JSON',
  app_key: 'f9d5cc9313893a20d5aa85c654e8f503',
  access_token: '2nifvmpyymvypwmcms5ct4uqqudrwgpmzbcnmkt1jzjkuaf3x56iixym',
};
const SECRET = 'c7e0a1a63542be4de3cb5488f9fba8149e8fc290';

test('signs the documented example to the published sign', () => {
  assert.equal(temuSignature(SECRET, documented), '4CCF219942D4180C6DDA3CE36C1B838F');
});

test('the base string is the one the doc prints in step 3 (without the secret)', () => {
  assert.equal(
    signatureBase(documented),
    'access_token2nifvmpyymvypwmcms5ct4uqqudrwgpmzbcnmkt1jzjkuaf3x56iixymapp_keyf9d5cc9313893a20d5aa85c654e8f503data_typeJSON' +
      'sendRequestList[{"orderSendInfoList":[{"quantity":1,"orderSn":"211-21905473070712792","parentOrderSn":"PO-211-21905452099192792","goodsId":601099548666279,"skuId":17592352673534}],"carrierId":"699272611","trackingNumber":"270324232756"}]' +
      'sendType0timestamp1711009072typebg.logistics.shipment.confirm',
  );
});

test('an existing sign is not signed, and any changed value changes the sign', () => {
  assert.equal(temuSignature(SECRET, { ...documented, sign: 'WHATEVER' }), '4CCF219942D4180C6DDA3CE36C1B838F');
  assert.notEqual(temuSignature(SECRET, { ...documented, sendType: 1 }), '4CCF219942D4180C6DDA3CE36C1B838F');
  assert.notEqual(temuSignature(`${SECRET}0`, documented), '4CCF219942D4180C6DDA3CE36C1B838F');
});
