import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hotTermCounter } from './hot-terms.ts';

describe('hot term counter', () => {
  test('counts per term and hands them out once per interval', () => {
    let clock = 1_000;
    const counter = hotTermCounter(5_000, () => clock);
    counter.add(['dress', 'black dress']);
    counter.add(['dress']);
    assert.deepEqual([...counter.due()], [], 'the interval has not passed');
    clock += 5_000;
    assert.deepEqual([...counter.due()], [['dress', 2], ['black dress', 1]]);
    counter.add(['coat']);
    assert.deepEqual([...counter.due()], [], 'a batch was just taken');
    clock += 5_000;
    assert.deepEqual([...counter.due()], [['coat', 1]]);
    clock += 5_000;
    assert.deepEqual([...counter.due()], [], 'nothing pending');
  });

  test('an interval of 0 hands out every search at once; drain ignores the interval', () => {
    const counter = hotTermCounter(0);
    counter.add(['jeans']);
    assert.deepEqual([...counter.due()], [['jeans', 1]]);
    const slow = hotTermCounter(60_000);
    slow.add(['skirt', 'skirt']);
    assert.deepEqual([...slow.drain()], [['skirt', 2]]);
  });

  test('a failed write puts its counts back', () => {
    let clock = 0;
    const counter = hotTermCounter(10, () => clock);
    counter.add(['hoodie']);
    clock = 10;
    const batch = counter.due();
    counter.add(['hoodie']);
    counter.restore(batch);
    clock = 20;
    assert.deepEqual([...counter.due()], [['hoodie', 2]]);
  });
});
