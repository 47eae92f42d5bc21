import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyPriceChange, isBlankHtml, moveImage, toRequest, validate, type EditorState } from './model.ts';

const variant = (skuId: number, patch: Partial<EditorState['variants'][number]> = {}) => ({
  skuId,
  sku: `TW-${skuId}`,
  size: 'M',
  colour: 'Red',
  warehouse: 'CN_S',
  stock: { CN_S: 10 },
  costCents: 1000,
  shippingCents: 300,
  priceCents: 2000,
  compareAtCents: 2500,
  quantity: 10,
  ...patch,
});

const valid = (): EditorState => ({
  storeId: 7,
  productId: 'KK100',
  title: 'Linen shirt',
  tags: ['summer'],
  collectionIds: [],
  categoryId: undefined,
  productAttributes: [],
  productType: 'Shirts',
  descriptionHtml: '<p>Soft linen</p>',
  sizeUnit: 'cm',
  images: [
    { url: 'https://cdn.example/a.jpg', selected: true },
    { url: 'https://cdn.example/b.PNG?w=800', selected: true },
    { url: 'https://cdn.example/c.webp', selected: false },
  ],
  shipFrom: undefined,
  shipTo: undefined,
  channelCode: undefined,
  pricing: null,
  variants: [variant(1), variant(2)],
  duplicate: false,
});
const shopify = { platform: 'shopify', maxImages: 250 };

test('a complete draft passes, and its request carries only the selected pictures in order', () => {
  assert.deepEqual(validate(valid(), shopify), {});
  const request = toRequest(valid());
  assert.deepEqual(request.images, ['https://cdn.example/a.jpg', 'https://cdn.example/b.PNG?w=800']);
  assert.equal(request.variants?.length, 2);
  assert.equal(request.productType, 'Shirts');
});

test("spec 5.1's required fields name their message", () => {
  const errors = validate({ ...valid(), storeId: null, title: ' ', descriptionHtml: '<p><br></p>', images: [], variants: [] }, { platform: null, maxImages: 250 });
  assert.equal(errors.platform?.key, 'listings.platformRequired');
  assert.equal(errors.storeId?.key, 'listings.storeRequired');
  assert.equal(errors.title?.key, 'listings.titleRequired');
  assert.equal(errors.descriptionHtml?.key, 'listings.descriptionRequired');
  assert.equal(errors.images?.key, 'listings.pictureRequired');
  assert.equal(errors.variants?.key, 'listings.skuRequired');
});

test('a variant without SKU, without options, or with a compare-at price not above its price', () => {
  const state = valid();
  state.variants = [variant(1, { sku: '' }), variant(2, { size: '', colour: '' }), variant(3, { compareAtCents: 2000 })];
  const errors = validate(state, shopify);
  assert.equal(errors['variants.0.sku']?.key, 'listings.variantSkuRequired');
  assert.equal(errors['variants.1.options']?.key, 'listings.optionsRequired');
  assert.equal(errors['variants.2.compareAtCents']?.key, 'listings.compareAtTooLow');
  assert.equal(validate({ ...valid(), variants: [variant(1, { compareAtCents: null })] }, shopify)['variants.0.compareAtCents'], undefined, 'no compare-at price is fine');
});

test('texts under 255 characters, description at most 40,000, at most 10 tags', () => {
  const errors = validate({ ...valid(), title: 'x'.repeat(255), descriptionHtml: `<p>${'x'.repeat(40_000)}</p>`, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, shopify);
  assert.equal(errors.title?.key, 'listings.inputTooLong');
  assert.equal(errors.descriptionHtml?.key, 'listings.descriptionTooLong');
  assert.equal(errors.tags?.key, 'listings.tooManyTags');
  assert.equal(validate({ ...valid(), title: 'x'.repeat(254) }, shopify).title, undefined);
});

test('ship from, ship to and channel: all three or none, one message for the three', () => {
  assert.deepEqual(validate({ ...valid(), shipFrom: 'CN_S' }, shopify), { shipping: { key: 'listings.shippingMethodRequired', values: undefined } });
  assert.equal(validate({ ...valid(), shipFrom: 'CN_S', shipTo: 'US' }, shopify).shipping?.key, 'listings.shippingMethodRequired');
  assert.deepEqual(validate({ ...valid(), shipFrom: 'CN_S', shipTo: 'US', channelCode: 'STD' }, shopify), {});
});

test("pictures: JPG/PNG only and the platform's limit", () => {
  const state = valid();
  state.images = state.images.map((image) => ({ ...image, selected: true }));
  assert.equal(validate(state, shopify).images?.key, 'listings.pictureType');
  assert.equal(validate(valid(), { platform: 'tiktok-shop', maxImages: 1, }).images?.key, 'listings.platformPictureLimit');
  const many = { ...valid(), images: Array.from({ length: 251 }, (_, i) => ({ url: `https://cdn.example/${i}.jpg`, selected: true })) };
  assert.equal(validate(many, shopify).images?.key, 'listings.tooManyPictures');
});

test('a category is required where the platform has categories', () => {
  assert.equal(validate(valid(), { platform: 'woocommerce', maxImages: 250 }).categoryId?.key, 'listings.categoryRequired');
  assert.equal(validate({ ...valid(), categoryId: '15' }, { platform: 'tiktok-shop', maxImages: 250 }).categoryId, undefined);
  assert.equal(validate(valid(), shopify).categoryId, undefined);
});

test("TikTok Shop: once the category's attributes are read, a required one without a value is named under it, and the request carries the filled ones", () => {
  const material = { id: '100157', name: 'Material', kind: 'product' as const, required: true, customizable: true, multipleValues: true, values: [{ id: '100157001', name: 'Cotton' }] };
  const colour = { ...material, id: '100000', name: 'Color', kind: 'sales' as const };
  const tiktok = { platform: 'tiktok-shop', maxImages: 9, attributes: [colour, material] };
  const inCategory = { ...valid(), categoryId: '601153' };
  assert.deepEqual(validate(inCategory, tiktok)['productAttributes.100157'], { key: 'listings.attributeRequired', values: { name: 'Material' } });
  const filled = { ...inCategory, productAttributes: [{ id: '100157', values: [{ id: '100157001', name: 'Cotton' }] }] };
  assert.deepEqual(validate(filled, tiktok), {});
  assert.deepEqual(toRequest(filled).productAttributes, filled.productAttributes);
  // Not read yet (or no category): nothing to check here; the server checks again.
  assert.deepEqual(validate(inCategory, { platform: 'tiktok-shop', maxImages: 9 }), {});
});

test('one-click prices by margin or fixed profit use the shared formula and keep the rule', () => {
  const byMargin = applyPriceChange(valid(), { target: 'price', profit: { kind: 'margin', percent: 50 }, includeShipping: true });
  assert.deepEqual(byMargin.variants.map((v) => v.priceCents), [1800, 1800], '10.00 × 1.5 + 3.00');
  assert.deepEqual(byMargin.pricing, { base: 'productCost', multiplier: 1, profit: { kind: 'margin', percent: 50 }, includeShipping: true });
  const byProfit = applyPriceChange(valid(), { target: 'compareAt', profit: { kind: 'profit', cents: 1250 }, includeShipping: false });
  assert.deepEqual(byProfit.variants.map((v) => [v.priceCents, v.compareAtCents]), [[2000, 2250], [2000, 2250]]);
  assert.equal(byProfit.pricing, null, 'compare-at prices do not change the price rule');
});

test('pictures move one place or by drag, others keep their order', () => {
  const images = valid().images;
  assert.deepEqual(moveImage(images, 2, 0).map((i) => i.url), [images[2]!.url, images[0]!.url, images[1]!.url]);
  assert.deepEqual(moveImage(images, 0, 1).map((i) => i.url), [images[1]!.url, images[0]!.url, images[2]!.url]);
  assert.equal(moveImage(images, 0, 5), images, 'out of range changes nothing');
});

test('an emptied editor is a blank description; a picture alone is not', () => {
  assert.equal(isBlankHtml('<p><br></p>&nbsp;'), true);
  assert.equal(isBlankHtml('<p><img src="x.jpg"></p>'), false);
  assert.equal(isBlankHtml('<b>Hi</b>'), false);
});
