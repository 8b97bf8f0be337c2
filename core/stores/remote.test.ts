import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/errors.ts';
import { $online } from '../app/connection.ts';
import { remote } from './remote.ts';

/** A platform call that fails with `errors` in turn, then answers `value`. */
function fetcher(errors: RequestError[], value = 'fresh') {
  const calls: number[] = [];
  return {
    calls,
    fetch: async () => {
      calls.push(1);
      const error = errors.shift();
      if (error) throw error;
      return value;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
  $online.set(true);
});

describe('remote(): back online', () => {
  it('loads again by itself when it failed for want of a network and something shows it', async () => {
    const api = fetcher([new RequestError('network', 'offline')]);
    const store = remote(api.fetch);
    const stop = store.$state.listen(() => undefined);
    await store.load();
    expect(store.$state.get().status).toBe('error');
    $online.set(false);
    $online.set(true);
    await expect.poll(() => store.$state.get()).toMatchObject({ status: 'ready', value: 'fresh' });
    expect(api.calls).toHaveLength(2);
    stop();
  });

  it('leaves a platform refusal alone, and a store nothing shows', async () => {
    const refused = fetcher([new RequestError('api', 'no', { code: 'USER_NOT_EXIST' })]);
    const shown = remote(refused.fetch);
    const stop = shown.$state.listen(() => undefined);
    await shown.load();
    vi.useFakeTimers();
    const unseen = fetcher([new RequestError('timeout', 'slow')]);
    const hidden = remote(unseen.fetch);
    await hidden.load();
    // Reading a store nobody listens to keeps it mounted for a moment (nanostores); then it is not.
    vi.advanceTimersByTime(1500);
    $online.set(false);
    $online.set(true);
    await Promise.resolve();
    expect([refused.calls.length, unseen.calls.length]).toEqual([1, 1]);
    expect(shown.$state.get().status).toBe('error');
    stop();
  });
});
