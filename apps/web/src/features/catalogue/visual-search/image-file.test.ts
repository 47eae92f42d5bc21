import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { compressedType, fitWithin, imageProblem } from './image-file.ts';

const MB = 1024 * 1024;

describe('a picture to search with (spec 5)', () => {
  test('png, jpeg and webp up to 5 MB are accepted', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) assert.equal(imageProblem({ type, size: 5 * MB }), null, type);
  });
  test('any other type is refused as not a picture, whatever its size', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) assert.equal(imageProblem({ type, size: 10 }), 'onlyPictures', type);
  });
  test('a picture above 5 MB is refused as too large', () => {
    assert.equal(imageProblem({ type: 'image/jpeg', size: 5 * MB + 1 }), 'imageTooLarge');
  });
  test('webp is sent as jpeg; png and jpeg keep their type', () => {
    assert.equal(compressedType('image/webp'), 'image/jpeg');
    assert.equal(compressedType('image/png'), 'image/png');
    assert.equal(compressedType('image/jpeg'), 'image/jpeg');
  });
});

describe('scaling to 280x330', () => {
  const box = { width: 280, height: 330 };
  test('a large picture shrinks to fit, keeping its proportions', () => {
    assert.deepEqual(fitWithin(1200, 1440, box), { width: 275, height: 330 });
    assert.deepEqual(fitWithin(2000, 1000, box), { width: 280, height: 140 });
  });
  test('a picture already inside the box is not enlarged', () => {
    assert.deepEqual(fitWithin(200, 100, box), { width: 200, height: 100 });
  });
});
