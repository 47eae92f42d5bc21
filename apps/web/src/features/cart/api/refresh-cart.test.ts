import assert from 'node:assert/strict';
import { test } from 'node:test';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { cartKeys } from './keys';
import { refreshCart } from './refresh-cart';

/** A count query shown on screen (an observer), whose reads the test answers one by one. */
function shownCount() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const answers: ((count: number) => void)[] = [];
  const observer = new QueryObserver(queryClient, { queryKey: cartKeys.count(7), queryFn: () => new Promise<number>((resolve) => answers.push(resolve)) });
  const unsubscribe = observer.subscribe(() => undefined);
  return { queryClient, answers, data: () => queryClient.getQueryData<number>(cartKeys.count(7)), unsubscribe };
}

test('a change made while the first read of the count is on its way: the count is read again and shows the change', async () => {
  const count = shownCount();
  assert.equal(count.answers.length, 1, 'the first read started');
  const refreshed = refreshCart(count.queryClient);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(count.answers.length, 2, 'a second read started');
  // The first read's answer, from before the change, comes last and is dropped.
  count.answers[1]!(1);
  count.answers[0]!(0);
  await refreshed;
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(count.data(), 1);
  count.unsubscribe();
});

test('a change after the count was read: the count is read again', async () => {
  const count = shownCount();
  count.answers[0]!(0);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(count.data(), 0);
  const refreshed = refreshCart(count.queryClient);
  await new Promise((resolve) => setImmediate(resolve));
  count.answers[1]!(2);
  await refreshed;
  assert.equal(count.data(), 2);
  count.unsubscribe();
});
