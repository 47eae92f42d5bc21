import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { pictureSrcSet, pictureVariantUrl, thumbnailUrl } from './media.ts';

describe('narrower renditions of product pictures', () => {
  test('drawn garments, looks and uploads have a 300 px rendition under w300/', () => {
    assert.equal(pictureVariantUrl('/media/garments/dress-solid-aa0000-ffffff-1.webp', 300), '/media/garments/w300/dress-solid-aa0000-ffffff-1.webp');
    assert.equal(pictureVariantUrl('/media/looks/dress-solid-aa0000-ffffff-1.webp', 300), '/media/looks/w300/dress-solid-aa0000-ffffff-1.webp');
    assert.equal(pictureVariantUrl(`/media/uploads/${'a'.repeat(64)}.png`, 300), `/media/uploads/w300/${'a'.repeat(64)}.png`);
  });

  test('nothing else has one: banners, avatars, JPEG renditions for store platforms, other origins, a rendition itself', () => {
    for (const url of [
      '/media/banners/sale-aa0000-ffffff-1.webp',
      '/media/avatars/AB-aa0000.webp',
      '/media/garments/dress-solid-aa0000-ffffff-1.jpg',
      'https://cdn.example.com/media/garments/dress-solid-aa0000-ffffff-1.webp',
      '/media/garments/w300/dress-solid-aa0000-ffffff-1.webp',
    ]) {
      assert.equal(pictureVariantUrl(url, 300), null, url);
      assert.equal(pictureSrcSet(url), undefined, url);
    }
  });

  test('the srcset names the rendition and the picture at its natural width', () => {
    assert.equal(pictureSrcSet('/media/garments/dress-solid-aa0000-ffffff-1.webp'), '/media/garments/w300/dress-solid-aa0000-ffffff-1.webp 300w, /media/garments/dress-solid-aa0000-ffffff-1.webp 600w');
  });

  test('a thumbnail is the smallest rendition of a product picture, else the URL as it is', () => {
    assert.equal(thumbnailUrl('/media/uploads/' + 'c'.repeat(64) + '.jpg'), '/media/uploads/w300/' + 'c'.repeat(64) + '.jpg');
    assert.equal(thumbnailUrl('https://cdn.example.com/a.jpg'), 'https://cdn.example.com/a.jpg');
  });
});
